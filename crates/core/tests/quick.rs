use fourchess_core::{perft::perft, Position, Rules, Variant};
#[test]
fn quick() {
    for v in [Variant::Teams, Variant::Verney] {
        let pos = Position::start(Rules::new(v));
        for d in 1..=3 { println!("{v:?} {d} {}", perft(&pos, d)); }
    }
}
