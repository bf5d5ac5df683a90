# app messages (zh-TW)
