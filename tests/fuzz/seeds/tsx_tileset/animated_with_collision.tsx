<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="water" tilewidth="16" tileheight="16" spacing="0" margin="0" tilecount="8" columns="4">
 <tileoffset x="2" y="-4"/>
 <image source="../tiles.png" trans="ff00ff" width="64" height="32"/>
 <tile id="1" type="water">
  <properties>
   <property name="solid" type="bool" value="true"/>
   <property name="depth" type="float" value="1.5"/>
  </properties>
  <objectgroup draworder="index" id="2">
   <object id="1" x="0" y="0" width="16" height="8"/>
   <object id="2" x="2" y="2">
    <polygon points="0,0 8,0 8,8"/>
   </object>
  </objectgroup>
  <animation>
   <frame tileid="1" duration="100"/>
   <frame tileid="2" duration="150"/>
  </animation>
 </tile>
</tileset>
