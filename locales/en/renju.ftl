# renju messages (en)
