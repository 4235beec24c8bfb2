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

/// The catalogue's lists (ListCommunities, ListChallenges, ListResources) answer whole in their
/// default page, as they did before they had pages: the web app asks for no page size. When one
/// outgrows it, this fails, so that the web app learns to page before the catalogue grows.
#[test]
fn every_catalogue_list_fits_its_default_page() {
    let catalogue = super::embedded().expect("the embedded catalogue");
    let page = usize::try_from(crate::paging::CATALOGUE.default).unwrap();
    let at_most = |ages: &mut dyn Iterator<Item = Ages>| {
        let ages: Vec<Ages> = ages.collect();
        (6..=18).map(|age| ages.iter().filter(|a| a.0 <= age && age <= a.1).count()).max().unwrap_or(0)
    };
    let communities = at_most(&mut catalogue.communities.iter().filter(|c| !c.retired).map(|c| c.ages));
    let resources = at_most(&mut catalogue.resources.iter().filter(|r| !r.retired).map(|r| r.ages));
    // Every child sees every activity, whatever their age.
    let activities = catalogue.activities.iter().filter(|a| !a.retired).count();
    for (list, count) in [("communities", communities), ("activities", activities), ("resources", resources)] {
        assert!(0 < count && count <= page, "a child sees {count} {list}, more than the default page of {page}");
    }
}
