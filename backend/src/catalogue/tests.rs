//! The catalogue's age bands are the quiz's.

use super::Ages;
use crate::quiz::engine::AgeBand;

#[test]
fn the_catalogue_covers_the_quiz_age_bands() {
    let bands: Vec<AgeBand> = Ages::BANDS
        .iter()
        .map(|&Ages(low, high)| {
            let band = AgeBand::for_age(low).expect("a band");
            assert!((low..=high).all(|age| AgeBand::for_age(age) == Some(band)), "{low}-{high}");
            assert_eq!(AgeBand::for_age(low - 1).filter(|b| *b == band), None, "{low}-{high} starts the band");
            assert_eq!(AgeBand::for_age(high + 1).filter(|b| *b == band), None, "{low}-{high} ends the band");
            band
        })
        .collect();
    assert_eq!(bands, AgeBand::ALL);
}
