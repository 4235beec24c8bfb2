DROP TABLE refused_channels;
