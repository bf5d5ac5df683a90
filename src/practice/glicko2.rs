//! Glicko-2 ratings (Glickman, "Example of the Glicko-2 system", 2013): a rating, its
//! deviation (how sure we are) and its volatility (how erratic the player is).
//!
//! A child and a puzzle are both rated: every attempt is a game between them, rated on its own
//! (a rating period of one game, as Lichess does for puzzles).

use serde::{Deserialize, Serialize};

/// Glicko-2's scale factor between the Glicko scale (1500-centred) and its own.
const SCALE: f64 = 173.7178;
/// The rating a new player has on the Glicko scale.
const CENTRE: f64 = 1500.0;
/// How much volatility may change per period: Glickman suggests 0.3–1.2; small is cautious.
const TAU: f64 = 0.5;
/// When the volatility search has converged.
const EPSILON: f64 = 0.000_001;
/// The volatility search never runs longer than this, whatever the numbers.
const MAX_ITERATIONS: u32 = 100;
/// Deviations are kept in this range: a rating never becomes certain, nor wider than a new one.
const MIN_DEVIATION: f64 = 30.0;
/// The deviation of a player never seen.
pub const NEW_DEVIATION: f64 = 350.0;
/// The volatility of a player never seen.
pub const NEW_VOLATILITY: f64 = 0.06;

/// A Glicko-2 rating on the familiar (1500-centred) scale.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    /// The rating.
    pub rating: f64,
    /// The rating deviation: about 95 % sure the strength lies within twice this.
    pub deviation: f64,
    /// The volatility.
    pub volatility: f64,
}

/// One game of a rating period: the opponent and the score (1 win, 0 loss, between: partial).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Game {
    /// The opponent's rating before the period.
    pub opponent: Rating,
    /// The score, 0.0..=1.0.
    pub score: f64,
}

impl Rating {
    /// A new player at `rating`, with the deviation and volatility of someone never seen.
    pub fn new(rating: f64) -> Self {
        Rating {
            rating,
            deviation: NEW_DEVIATION,
            volatility: NEW_VOLATILITY,
        }
    }

    /// A rating with sane numbers: anything not finite or out of range (a hand-edited file) is
    /// brought back to what a new player at a sane rating has.
    pub fn sanitized(self) -> Self {
        let rating = if self.rating.is_finite() {
            self.rating.clamp(0.0, 4000.0)
        } else {
            CENTRE
        };
        let deviation = if self.deviation.is_finite() {
            self.deviation.clamp(MIN_DEVIATION, NEW_DEVIATION)
        } else {
            NEW_DEVIATION
        };
        let volatility = if self.volatility.is_finite() && self.volatility > 0.0 {
            self.volatility.min(1.0)
        } else {
            NEW_VOLATILITY
        };
        Rating {
            rating,
            deviation,
            volatility,
        }
    }

    /// The expected score of this player against `opponent` (0.0..=1.0).
    pub fn expected_against(&self, opponent: &Rating) -> f64 {
        let (mu, _) = self.internal();
        let (mu_j, phi_j) = opponent.internal();
        expected(mu, mu_j, phi_j)
    }

    /// The rating after a period with `games` (Glickman's steps 2–8). No games: only the
    /// deviation grows, as for a player who did not play.
    pub fn after(&self, games: &[Game]) -> Rating {
        let me = self.sanitized();
        let (mu, phi) = me.internal();
        if games.is_empty() {
            let phi_star = (phi * phi + me.volatility * me.volatility).sqrt();
            return Rating {
                deviation: (phi_star * SCALE).clamp(MIN_DEVIATION, NEW_DEVIATION),
                ..me
            };
        }
        // Step 3 and 4: the estimated variance and the estimated improvement.
        let mut inverse_v = 0.0;
        let mut improvement = 0.0;
        for game in games {
            let (mu_j, phi_j) = game.opponent.sanitized().internal();
            let g = g(phi_j);
            let e = expected(mu, mu_j, phi_j);
            inverse_v += g * g * e * (1.0 - e);
            improvement += g * (game.score.clamp(0.0, 1.0) - e);
        }
        let v = 1.0 / inverse_v;
        let delta = v * improvement;
        // Step 5: the new volatility.
        let sigma = new_volatility(phi, v, delta, me.volatility);
        // Steps 6 and 7: the new deviation and rating.
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        let new_phi = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let new_mu = mu + new_phi * new_phi * improvement;
        Rating {
            rating: new_mu * SCALE + CENTRE,
            deviation: new_phi * SCALE,
            volatility: sigma,
        }
        .sanitized()
    }

    /// μ and φ on Glicko-2's own scale (step 2).
    fn internal(&self) -> (f64, f64) {
        ((self.rating - CENTRE) / SCALE, self.deviation / SCALE)
    }
}

fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

fn expected(mu: f64, mu_j: f64, phi_j: f64) -> f64 {
    1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp())
}

/// Step 5: the Illinois algorithm on Glickman's f(x), with a bound on the iterations.
fn new_volatility(phi: f64, v: f64, delta: f64, sigma: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let d = phi * phi + v + ex;
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (TAU * TAU)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * TAU) < 0.0 && k < f64::from(MAX_ITERATIONS) {
            k += 1.0;
        }
        a - k * TAU
    };
    let (mut f_a, mut f_b) = (f(big_a), f(big_b));
    for _ in 0..MAX_ITERATIONS {
        if (big_b - big_a).abs() <= EPSILON {
            break;
        }
        let big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(big_c);
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = big_c;
        f_b = f_c;
    }
    let sigma = (big_a / 2.0).exp();
    if sigma.is_finite() {
        sigma
    } else {
        NEW_VOLATILITY
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, within: f64) -> bool {
        (a - b).abs() <= within
    }

    /// Glickman's worked example: 1500/200/0.06 beats 1400/30, loses to 1550/100 and 1700/300.
    #[test]
    fn glickmans_worked_example() {
        let player = Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let opponent = |rating, deviation| Rating {
            rating,
            deviation,
            volatility: 0.06,
        };
        let games = [
            Game {
                opponent: opponent(1400.0, 30.0),
                score: 1.0,
            },
            Game {
                opponent: opponent(1550.0, 100.0),
                score: 0.0,
            },
            Game {
                opponent: opponent(1700.0, 300.0),
                score: 0.0,
            },
        ];
        let after = player.after(&games);
        assert!(close(after.rating, 1464.06, 0.01), "{after:?}");
        assert!(close(after.deviation, 151.52, 0.01), "{after:?}");
        assert!(close(after.volatility, 0.05999, 0.00001), "{after:?}");
    }

    /// The paper's intermediate values: E for the three opponents.
    #[test]
    fn the_expected_scores_of_the_worked_example() {
        let player = Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let e = |rating, deviation| {
            player.expected_against(&Rating {
                rating,
                deviation,
                volatility: 0.06,
            })
        };
        assert!(close(e(1400.0, 30.0), 0.639, 0.001));
        assert!(close(e(1550.0, 100.0), 0.432, 0.001));
        assert!(close(e(1700.0, 300.0), 0.303, 0.001));
    }

    #[test]
    fn a_period_without_games_only_widens_the_deviation() {
        let player = Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let after = player.after(&[]);
        assert_eq!(after.rating, 1500.0);
        // φ* = sqrt(φ² + σ²) on the internal scale: 200 → 200.27.
        assert!(close(after.deviation, 200.27, 0.01), "{after:?}");
    }

    #[test]
    fn a_win_raises_a_loss_lowers_and_a_half_is_between() {
        let child = Rating::new(1000.0);
        let puzzle = Rating::new(1000.0);
        let after = |score| {
            child
                .after(&[Game {
                    opponent: puzzle,
                    score,
                }])
                .rating
        };
        assert!(after(1.0) > 1000.0);
        assert!(after(0.0) < 1000.0);
        let half = after(0.5);
        assert!(close(half, 1000.0, 0.5), "{half}");
        assert!(after(0.75) > half && after(0.75) < after(1.0));
    }

    #[test]
    fn nonsense_numbers_from_a_file_become_sane() {
        let odd = Rating {
            rating: f64::NAN,
            deviation: -3.0,
            volatility: f64::INFINITY,
        };
        let sane = odd.after(&[Game {
            opponent: Rating::new(1200.0),
            score: 1.0,
        }]);
        assert!(sane.rating.is_finite() && sane.deviation.is_finite());
        assert!(sane.volatility.is_finite() && sane.volatility > 0.0);
    }
}
