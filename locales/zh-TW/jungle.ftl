# jungle messages (zh-TW)
