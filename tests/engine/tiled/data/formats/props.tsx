<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="props" tilewidth="32" tileheight="32" tilecount="3" columns="0">
 <grid orientation="orthogonal" width="1" height="1"/>
 <tile id="0" type="Crate">
  <image width="16" height="16" source="art/small.png"/>
 </tile>
 <tile id="1">
  <image width="16" height="32" source="art/tall.png"/>
 </tile>
 <tile id="4">
  <properties>
   <property name="lit" type="bool" value="true"/>
  </properties>
  <image width="32" height="16" source="art/wide.png"/>
  <animation>
   <frame tileid="4" duration="50"/>
   <frame tileid="0" duration="75"/>
  </animation>
 </tile>
</tileset>
