# jungle messages (en)
