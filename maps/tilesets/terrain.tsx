<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="terrain" tilewidth="32" tileheight="32" tilecount="88" columns="8">
 <image source="../../data/art/terrain.png" width="256" height="352"/>
 <tile id="0" type="grass" probability="4"/>
 <tile id="1" type="grass_blades" probability="2"/>
 <tile id="2" type="grass_tufts"/>
 <tile id="3" type="grass_pebbles" probability="0.5"/>
 <tile id="4" type="flowers_warm" probability="0.3"/>
 <tile id="5" type="flowers_cool" probability="0.3"/>
 <tile id="6" type="grass_clover" probability="0.4"/>
 <tile id="7" type="tall_grass" probability="0.3"/>
 <tile id="8" type="dirt" probability="3"/>
 <tile id="9" type="dirt_pebbles"/>
 <tile id="10" type="stone_floor" probability="3"/>
 <tile id="11" type="stone_floor_mossy"/>
 <tile id="12" type="water" probability="3">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="13" type="water_glint">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="14" type="deep_water">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="15" type="stone_wall">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="16" type="path_se"/>
 <tile id="17" type="path_sw"/>
 <tile id="18" type="path_s"/>
 <tile id="19" type="path_ne"/>
 <tile id="20" type="path_e"/>
 <tile id="21" type="path_ne_sw"/>
 <tile id="22" type="path_inner_nw"/>
 <tile id="23" type="path_nw"/>
 <tile id="24" type="path_nw_se"/>
 <tile id="25" type="path_w"/>
 <tile id="26" type="path_inner_ne"/>
 <tile id="27" type="path_n"/>
 <tile id="28" type="path_inner_sw"/>
 <tile id="29" type="path_inner_se"/>
 <tile id="30" type="rock">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="31" type="bush">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="32" type="shore_se">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="33" type="shore_sw">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="34" type="shore_s">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="35" type="shore_ne">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="36" type="shore_e">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="37" type="shore_ne_sw">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="38" type="shore_inner_nw">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="39" type="shore_nw">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="40" type="shore_nw_se">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="41" type="shore_w">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="42" type="shore_inner_ne">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="43" type="shore_n">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="44" type="shore_inner_sw">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="45" type="shore_inner_se">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="46" type="tree">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="47" type="stump">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="48" type="big_tree_nw">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="49" type="big_tree_ne">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="50" type="decor_flowers"/>
 <tile id="51" type="decor_pebbles"/>
 <tile id="52" type="lily_pads"/>
 <tile id="53" type="reeds"/>
 <tile id="54" type="mushrooms"/>
 <tile id="55" type="decor_rock">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="56" type="big_tree_sw">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="57" type="big_tree_se">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="58" type="decor_bush">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="59" type="decor_tree">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="60" type="log">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="61" type="signpost">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="62" type="standing_stone">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="63" type="decor_tall_grass"/>
 <tile id="64" type="pine_nw">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="65" type="pine_ne">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="66" type="autumn_tree_nw">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="67" type="autumn_tree_ne">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="68" type="decor_autumn_tree">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="69" type="blossom_bush">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="70" type="decor_rocks">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="71" type="fern"/>
 <tile id="72" type="pine_sw">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="73" type="pine_se">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="74" type="autumn_tree_sw">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="75" type="autumn_tree_se">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="76" type="decor_stump">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="77" type="decor_clover"/>
 <tile id="78" type="decor_flowers_yellow"/>
 <tile id="79" type="decor_pine_small">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="80" type="gate_ns_w"/>
 <tile id="81" type="gate_ns_e"/>
 <tile id="82" type="gate_ew_n"/>
 <tile id="83" type="gate_ew_s"/>
 <tile id="84" type="wall_post_e">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="85" type="wall_post_w">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="86" type="wall_post_s">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="87" type="wall_post_n">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <wangsets>
  <wangset name="Path" type="corner" tile="8">
   <wangcolor name="Grass" color="#5c9e3c" tile="0" probability="1"/>
   <wangcolor name="Dirt" color="#b98a5a" tile="8" probability="1"/>
   <wangtile tileid="0" wangid="0,1,0,1,0,1,0,1"/>
   <wangtile tileid="1" wangid="0,1,0,1,0,1,0,1"/>
   <wangtile tileid="2" wangid="0,1,0,1,0,1,0,1"/>
   <wangtile tileid="3" wangid="0,1,0,1,0,1,0,1"/>
   <wangtile tileid="4" wangid="0,1,0,1,0,1,0,1"/>
   <wangtile tileid="5" wangid="0,1,0,1,0,1,0,1"/>
   <wangtile tileid="6" wangid="0,1,0,1,0,1,0,1"/>
   <wangtile tileid="7" wangid="0,1,0,1,0,1,0,1"/>
   <wangtile tileid="16" wangid="0,1,0,2,0,1,0,1"/>
   <wangtile tileid="17" wangid="0,1,0,1,0,2,0,1"/>
   <wangtile tileid="18" wangid="0,1,0,2,0,2,0,1"/>
   <wangtile tileid="19" wangid="0,2,0,1,0,1,0,1"/>
   <wangtile tileid="20" wangid="0,2,0,2,0,1,0,1"/>
   <wangtile tileid="21" wangid="0,2,0,1,0,2,0,1"/>
   <wangtile tileid="22" wangid="0,2,0,2,0,2,0,1"/>
   <wangtile tileid="23" wangid="0,1,0,1,0,1,0,2"/>
   <wangtile tileid="24" wangid="0,1,0,2,0,1,0,2"/>
   <wangtile tileid="25" wangid="0,1,0,1,0,2,0,2"/>
   <wangtile tileid="26" wangid="0,1,0,2,0,2,0,2"/>
   <wangtile tileid="27" wangid="0,2,0,1,0,1,0,2"/>
   <wangtile tileid="28" wangid="0,2,0,2,0,1,0,2"/>
   <wangtile tileid="29" wangid="0,2,0,1,0,2,0,2"/>
   <wangtile tileid="8" wangid="0,2,0,2,0,2,0,2"/>
   <wangtile tileid="9" wangid="0,2,0,2,0,2,0,2"/>
  </wangset>
  <wangset name="Pond" type="corner" tile="12">
   <wangcolor name="Grass" color="#5c9e3c" tile="0" probability="1"/>
   <wangcolor name="Water" color="#3476b4" tile="12" probability="1"/>
   <wangtile tileid="0" wangid="0,1,0,1,0,1,0,1"/>
   <wangtile tileid="1" wangid="0,1,0,1,0,1,0,1"/>
   <wangtile tileid="2" wangid="0,1,0,1,0,1,0,1"/>
   <wangtile tileid="3" wangid="0,1,0,1,0,1,0,1"/>
   <wangtile tileid="4" wangid="0,1,0,1,0,1,0,1"/>
   <wangtile tileid="5" wangid="0,1,0,1,0,1,0,1"/>
   <wangtile tileid="6" wangid="0,1,0,1,0,1,0,1"/>
   <wangtile tileid="7" wangid="0,1,0,1,0,1,0,1"/>
   <wangtile tileid="32" wangid="0,1,0,2,0,1,0,1"/>
   <wangtile tileid="33" wangid="0,1,0,1,0,2,0,1"/>
   <wangtile tileid="34" wangid="0,1,0,2,0,2,0,1"/>
   <wangtile tileid="35" wangid="0,2,0,1,0,1,0,1"/>
   <wangtile tileid="36" wangid="0,2,0,2,0,1,0,1"/>
   <wangtile tileid="37" wangid="0,2,0,1,0,2,0,1"/>
   <wangtile tileid="38" wangid="0,2,0,2,0,2,0,1"/>
   <wangtile tileid="39" wangid="0,1,0,1,0,1,0,2"/>
   <wangtile tileid="40" wangid="0,1,0,2,0,1,0,2"/>
   <wangtile tileid="41" wangid="0,1,0,1,0,2,0,2"/>
   <wangtile tileid="42" wangid="0,1,0,2,0,2,0,2"/>
   <wangtile tileid="43" wangid="0,2,0,1,0,1,0,2"/>
   <wangtile tileid="44" wangid="0,2,0,2,0,1,0,2"/>
   <wangtile tileid="45" wangid="0,2,0,1,0,2,0,2"/>
   <wangtile tileid="12" wangid="0,2,0,2,0,2,0,2"/>
   <wangtile tileid="13" wangid="0,2,0,2,0,2,0,2"/>
  </wangset>
 </wangsets>
</tileset>
