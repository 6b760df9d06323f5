<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="terrain" tilewidth="16" tileheight="16" spacing="0" margin="0" tilecount="8" columns="4" objectalignment="top">
 <tileoffset x="2" y="-3"/>
 <properties>
  <property name="biome" value="meadow"/>
 </properties>
 <image source="../tiles.png" trans="ff00ff" width="64" height="32"/>
 <tile id="1" type="Water">
  <properties>
   <property name="depth" type="float" value="1.5"/>
  </properties>
  <animation>
   <frame tileid="1" duration="100"/>
   <frame tileid="2" duration="250"/>
  </animation>
 </tile>
 <tile id="3" type="Wall">
  <objectgroup draworder="index" id="2">
   <object id="1" x="1" y="2" width="14" height="12"/>
   <object id="2" x="0" y="0">
    <polygon points="0,0 16,0 8,8"/>
   </object>
   <object id="3" x="4" y="4" width="8" height="8">
    <ellipse/>
   </object>
  </objectgroup>
 </tile>
</tileset>
