# solve messages (en)
