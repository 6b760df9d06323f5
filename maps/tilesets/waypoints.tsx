<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="waypoints" tilewidth="32" tileheight="32" tilecount="16" columns="8">
 <image source="../../data/art/waypoints.png" width="256" height="64"/>
 <tile id="0" type="waypoint_1">
  <properties>
   <property name="waypoint" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="1" type="waypoint_2">
  <properties>
   <property name="waypoint" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="2" type="waypoint_3">
  <properties>
   <property name="waypoint" type="int" value="3"/>
  </properties>
 </tile>
 <tile id="3" type="waypoint_4">
  <properties>
   <property name="waypoint" type="int" value="4"/>
  </properties>
 </tile>
 <tile id="4" type="waypoint_5">
  <properties>
   <property name="waypoint" type="int" value="5"/>
  </properties>
 </tile>
 <tile id="5" type="waypoint_6">
  <properties>
   <property name="waypoint" type="int" value="6"/>
  </properties>
 </tile>
 <tile id="6" type="waypoint_7">
  <properties>
   <property name="waypoint" type="int" value="7"/>
  </properties>
 </tile>
 <tile id="7" type="waypoint_8">
  <properties>
   <property name="waypoint" type="int" value="8"/>
  </properties>
 </tile>
 <tile id="8" type="waypoint_9">
  <properties>
   <property name="waypoint" type="int" value="9"/>
  </properties>
 </tile>
 <tile id="9" type="waypoint_10">
  <properties>
   <property name="waypoint" type="int" value="10"/>
  </properties>
 </tile>
 <tile id="10" type="waypoint_11">
  <properties>
   <property name="waypoint" type="int" value="11"/>
  </properties>
 </tile>
 <tile id="11" type="waypoint_12">
  <properties>
   <property name="waypoint" type="int" value="12"/>
  </properties>
 </tile>
 <tile id="12" type="waypoint_13">
  <properties>
   <property name="waypoint" type="int" value="13"/>
  </properties>
 </tile>
 <tile id="13" type="waypoint_14">
  <properties>
   <property name="waypoint" type="int" value="14"/>
  </properties>
 </tile>
 <tile id="14" type="waypoint_15">
  <properties>
   <property name="waypoint" type="int" value="15"/>
  </properties>
 </tile>
 <tile id="15" type="waypoint_16">
  <properties>
   <property name="waypoint" type="int" value="16"/>
  </properties>
 </tile>
</tileset>
