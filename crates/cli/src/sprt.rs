//! The sequential probability ratio test of `fourchess match --sprt ELO0,ELO1`: after each
//! finished pair of games (one opening, the seats swapped) it weighs H0 "A is ELO0 better
//! than B" against H1 "A is ELO1 better" and stops the match once the evidence crosses a
//! bound. Errors of both kinds are held at 5% (alpha = beta = 0.05).
//!
//! The log-likelihood ratio is the generalised SPRT's normal approximation on the
//! pentanomial counts (how many pairs scored 0, ½, 1, 1½, 2), as the chess testing
//! frameworks compute it (fishtest, fastchess): with the pairs' mean score per game μ and
//! its variance σ² per pair, LLR = N (s1 − s0)(2μ − s0 − s1) / (2σ²), where s0 and s1 are
//! the expected scores of ELO0 and ELO1 on the logistic Elo scale. Pairing cancels most
//! of an opening's bias, so this needs fewer games than a test on single games.

/// The bounds' error rates: alpha (H1 accepted though H0 holds) and beta (the reverse).
const ALPHA: f64 = 0.05;
const BETA: f64 = 0.05;
/// Added to every pentanomial count so that a run of identical pairs has a variance.
const REGULARISE: f64 = 1e-3;
/// No verdict before this many pairs: a handful of pairs says too little about the
/// variance that the approximation needs.
pub const MIN_PAIRS: u32 = 8;

/// The hypotheses of a test, in Elo of A over B.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Sprt {
    pub elo0: f64,
    pub elo1: f64,
}

/// What a test decided.
#[derive(Copy, Clone, Debug, Eq, PartialEq)]
pub enum Verdict {
    /// A is no better than ELO0 (the change is rejected).
    H0,
    /// A is at least ELO1 better (the change is accepted).
    H1,
}

impl Verdict {
    pub fn text(self) -> &'static str {
        match self {
            Verdict::H0 => "H0 accepted",
            Verdict::H1 => "H1 accepted",
        }
    }
}

/// How many pairs scored 0, ½, 1, 1½ and 2 points for A (index: A's half-points).
pub type Pentanomial = [u32; 5];

impl Sprt {
    /// `ELO0,ELO1` with ELO0 < ELO1, for example `0,10` or `-5,5`.
    pub fn parse(text: &str) -> Result<Sprt, String> {
        let parts: Vec<&str> = text.split(',').map(str::trim).collect();
        let [elo0, elo1] = parts[..] else {
            return Err(format!("'{text}' is not two Elo values ELO0,ELO1 (for example 0,10)"));
        };
        let number = |t: &str| t.parse::<f64>().ok().filter(|v| v.is_finite() && v.abs() < 1000.0);
        match (number(elo0), number(elo1)) {
            (Some(elo0), Some(elo1)) if elo0 < elo1 => Ok(Sprt { elo0, elo1 }),
            (Some(_), Some(_)) => Err(format!("'{text}': ELO0 must be smaller than ELO1")),
            _ => Err(format!("'{text}' is not two Elo values ELO0,ELO1 (for example 0,10)")),
        }
    }

    /// The lower and upper bound of the log-likelihood ratio (about -2.94 and 2.94).
    pub fn bounds() -> (f64, f64) {
        ((BETA / (1.0 - ALPHA)).ln(), ((1.0 - BETA) / ALPHA).ln())
    }

    /// The log-likelihood ratio of H1 against H0 after these pairs.
    pub fn llr(&self, pairs: &Pentanomial) -> f64 {
        let counts: Vec<f64> = pairs.iter().map(|&n| f64::from(n) + REGULARISE).collect();
        let n: f64 = counts.iter().sum();
        let score = |i: usize| i as f64 / 4.0;
        let mean = counts.iter().enumerate().map(|(i, c)| c * score(i)).sum::<f64>() / n;
        let variance = counts.iter().enumerate().map(|(i, c)| c * (score(i) - mean).powi(2)).sum::<f64>() / n;
        let (s0, s1) = (expected_score(self.elo0), expected_score(self.elo1));
        n * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * variance)
    }

    /// The verdict after these pairs, if the ratio has crossed a bound.
    pub fn verdict(&self, pairs: &Pentanomial) -> Option<Verdict> {
        if pairs.iter().sum::<u32>() < MIN_PAIRS {
            return None;
        }
        let llr = self.llr(pairs);
        let (lower, upper) = Sprt::bounds();
        if llr >= upper {
            Some(Verdict::H1)
        } else if llr <= lower {
            Some(Verdict::H0)
        } else {
            None
        }
    }
}

/// The expected score of a player `elo` stronger, on the logistic scale.
fn expected_score(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_two_increasing_elos() {
        assert_eq!(Sprt::parse("0,10").unwrap(), Sprt { elo0: 0.0, elo1: 10.0 });
        assert_eq!(Sprt::parse(" -5 , 5 ").unwrap(), Sprt { elo0: -5.0, elo1: 5.0 });
        assert!(Sprt::parse("10,0").unwrap_err().contains("smaller"));
        assert!(Sprt::parse("10").is_err());
        assert!(Sprt::parse("0,x").is_err());
        assert!(Sprt::parse("0,10,20").is_err());
        assert!(Sprt::parse("0,inf").is_err());
    }

    #[test]
    fn bounds_are_those_of_five_percent_errors() {
        let (lower, upper) = Sprt::bounds();
        assert!((lower + 2.944).abs() < 1e-3, "{lower}");
        assert!((upper - 2.944).abs() < 1e-3, "{upper}");
    }

    #[test]
    fn the_ratio_follows_the_score() {
        let test = Sprt { elo0: 0.0, elo1: 20.0 };
        // A mean exactly between s0 and s1 (symmetric counts around them) weighs nothing.
        let even = [10, 20, 40, 20, 10];
        assert!(test.llr(&even) < 0.0, "an even score leans to H0");
        let winning = [5, 10, 40, 30, 15];
        let losing = [15, 30, 40, 10, 5];
        assert!(test.llr(&winning) > 0.0);
        assert!(test.llr(&losing) < test.llr(&even));
        // Twice the pairs with the same frequencies: twice the evidence.
        let doubled = winning.map(|n| n * 2);
        let ratio = test.llr(&doubled) / test.llr(&winning);
        assert!((ratio - 2.0).abs() < 0.01, "{ratio}");
    }

    #[test]
    fn the_ratio_matches_a_hand_computation() {
        // Pairs scoring 1½, 1, 1 and 2 points: per-game means 0.75, 0.5, 0.5, 1.0.
        let pairs = [0, 0, 2, 1, 1];
        let test = Sprt { elo0: 0.0, elo1: 100.0 };
        let mean = (0.75 + 0.5 + 0.5 + 1.0) / 4.0;
        let variance = ((0.75f64 - mean).powi(2) + 2.0 * (0.5f64 - mean).powi(2) + (1.0f64 - mean).powi(2)) / 4.0;
        let s0 = 0.5;
        let s1 = 1.0 / (1.0 + 10f64.powf(-0.25));
        let expected = 4.0 * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * variance);
        assert!((test.llr(&pairs) - expected).abs() < 0.01, "{} against {expected}", test.llr(&pairs));
    }

    #[test]
    fn verdicts_need_evidence_and_enough_pairs() {
        let test = Sprt { elo0: 0.0, elo1: 50.0 };
        assert_eq!(test.verdict(&[0, 0, 0, 0, 7]), None, "fewer than MIN_PAIRS pairs");
        assert_eq!(test.verdict(&[0, 0, 0, 0, 8]), Some(Verdict::H1));
        assert_eq!(test.verdict(&[8, 0, 0, 0, 0]), Some(Verdict::H0));
        assert_eq!(test.verdict(&[2, 4, 8, 4, 2]), None, "an even score over 20 pairs decides nothing yet");
        assert_eq!(test.verdict(&[40, 80, 160, 80, 40]), Some(Verdict::H0), "an even score over 400 pairs rejects +50");
    }
}
