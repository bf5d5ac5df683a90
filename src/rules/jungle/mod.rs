//! Jungle (斗兽棋): board, animals, positions, legal moves and the typed reasons a move is refused.
