<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="props" tilewidth="64" tileheight="32" tilecount="2" columns="0">
 <grid orientation="orthogonal" width="1" height="1"/>
 <tile id="0" type="barrel">
  <image width="64" height="32" source="../tiles.png"/>
 </tile>
 <tile id="3">
  <image width="64" height="32" source="../tiles.png"/>
 </tile>
</tileset>
