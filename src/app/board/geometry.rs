//! Fitting a grid of cells (Jungle squares) or intersections (Renju points) into a rectangle,
//! with room for coordinates, and mapping screen positions back to cells.

use egui::{Pos2, Rect, Vec2, pos2, vec2};

/// Where a `columns` × `rows` grid sits inside the space given to a board.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct GridGeometry {
    /// The grid itself (without the coordinate margin).
    pub grid: Rect,
    /// The side of one cell in points.
    pub cell: f32,
    /// Number of columns.
    pub columns: usize,
    /// Number of rows.
    pub rows: usize,
    /// Turned half round: the cell in `column`, `row` is drawn where the opposite one would be
    /// (a Jungle board seen from Blue's side).
    pub turned: bool,
}

impl GridGeometry {
    /// The largest grid of square cells that fits in `available`, centred, leaving `margin_cells`
    /// cells of room on every side (for coordinates).
    pub fn fit(available: Rect, columns: usize, rows: usize, margin_cells: f32) -> GridGeometry {
        let wide = columns as f32 + 2.0 * margin_cells;
        let tall = rows as f32 + 2.0 * margin_cells;
        let cell = (available.width() / wide)
            .min(available.height() / tall)
            .max(1.0);
        let size = vec2(cell * columns as f32, cell * rows as f32);
        let grid = Rect::from_center_size(available.center(), size);
        GridGeometry {
            grid,
            cell,
            columns,
            rows,
            turned: false,
        }
    }

    /// The same grid turned half round (or not).
    pub fn turned(mut self, turned: bool) -> GridGeometry {
        self.turned = turned;
        self
    }

    /// The whole area drawn, coordinates included.
    pub fn outer(&self, margin_cells: f32) -> Rect {
        self.grid.expand(margin_cells * self.cell)
    }

    /// The rectangle of the cell in `column` (from the left) and `row` (from the top).
    pub fn cell_rect(&self, column: usize, row_from_top: usize) -> Rect {
        let (column, row_from_top) = self.turn(column, row_from_top);
        let min = self.grid.min + vec2(column as f32, row_from_top as f32) * self.cell;
        Rect::from_min_size(min, Vec2::splat(self.cell))
    }

    /// The cell under `pos` as (column, row from the top), if it is on the grid.
    pub fn cell_at(&self, pos: Pos2) -> Option<(usize, usize)> {
        if !self.grid.contains(pos) {
            return None;
        }
        let offset = (pos - self.grid.min) / self.cell;
        let column = (offset.x.floor() as usize).min(self.columns - 1);
        let row = (offset.y.floor() as usize).min(self.rows - 1);
        Some(self.turn(column, row))
    }

    /// A cell's place on screen when turned (its own inverse).
    fn turn(&self, column: usize, row: usize) -> (usize, usize) {
        if self.turned {
            (
                self.columns.saturating_sub(column + 1),
                self.rows.saturating_sub(row + 1),
            )
        } else {
            (column, row)
        }
    }

    /// The centre of a cell: for intersection boards this is the intersection.
    pub fn centre(&self, column: usize, row_from_top: usize) -> Pos2 {
        self.cell_rect(column, row_from_top).center()
    }

    /// A point at a fraction of the cell size, for drawing icons that scale with the board.
    pub fn scaled(&self, fraction: f32) -> f32 {
        self.cell * fraction
    }

    /// The point left of row `row_from_top`, half a cell outside the grid (row labels).
    pub fn left_label(&self, row_from_top: usize) -> Pos2 {
        let centre = self.centre(0, row_from_top);
        pos2(self.grid.min.x - self.cell * 0.45, centre.y)
    }

    /// The point below column `column`, half a cell outside the grid (column labels).
    pub fn bottom_label(&self, column: usize) -> Pos2 {
        let centre = self.centre(column, self.rows - 1);
        pos2(centre.x, self.grid.max.y + self.cell * 0.45)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_grid_fits_and_maps_positions_back_to_cells() {
        let area = Rect::from_min_size(pos2(0.0, 0.0), vec2(900.0, 500.0));
        let geometry = GridGeometry::fit(area, 7, 9, 0.5);
        assert!((geometry.cell - 50.0).abs() < 1e-3);
        assert!(area.contains_rect(geometry.outer(0.5)));
        let centre = geometry.centre(3, 4);
        assert_eq!(geometry.cell_at(centre), Some((3, 4)));
        assert_eq!(geometry.cell_at(pos2(1.0, 1.0)), None);
        let turned = geometry.turned(true);
        assert_eq!(turned.cell_at(turned.centre(3, 4)), Some((3, 4)));
        assert_eq!(turned.cell_rect(0, 0), geometry.cell_rect(6, 8));
    }
}
