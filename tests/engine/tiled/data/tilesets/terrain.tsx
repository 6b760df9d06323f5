<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="terrain" tilewidth="16" tileheight="16" tilecount="8" columns="4">
 <properties>
  <property name="biome" value="meadow"/>
 </properties>
 <image source="../tiles.png" width="64" height="32"/>
 <tile id="2" class="Wall">
  <properties>
   <property name="solid" type="bool" value="true"/>
   <property name="cost" type="float" value="2.5"/>
  </properties>
 </tile>
 <tile id="0" class="Grass"/>
</tileset>
