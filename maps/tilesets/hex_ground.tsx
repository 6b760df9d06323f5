<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="hex_ground" tilewidth="64" tileheight="64" tilecount="11" columns="3">
 <tileoffset x="0" y="8"/>
 <image source="../../data/art/hex_ground.png" width="192" height="256"/>
 <tile id="0" type="grass"/>
 <tile id="1" type="grass_tufts"/>
 <tile id="2" type="grass_flowers"/>
 <tile id="3" type="grass_pebbles"/>
 <tile id="4" type="dirt"/>
 <tile id="5" type="dirt_pebbles"/>
 <tile id="6" type="flagstone"/>
 <tile id="7" type="flagstone_mossy"/>
 <tile id="8" type="water">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="9" type="water_lilies">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="10" type="grass_reeds"/>
</tileset>
