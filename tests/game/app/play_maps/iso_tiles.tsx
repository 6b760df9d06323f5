<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="iso_tiles" tilewidth="64" tileheight="64" tilecount="2" columns="2">
 <grid orientation="isometric" width="64" height="32"/>
 <image source="iso_tiles.png" width="128" height="64"/>
 <tile id="0" type="grass"/>
 <tile id="1" type="pillar">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
</tileset>
