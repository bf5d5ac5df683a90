# app messages (en)
