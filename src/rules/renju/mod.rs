//! Gomoku and Renju (五子棋/连珠): board, rule sets, forbidden points with their lines, openings.
