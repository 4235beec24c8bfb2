//! Recommended videos: real educational YouTube videos.
//!
//! Every id below was found in a public page or repository file next to the video's title and
//! channel; the `// source:` line above each entry says where. Durations are given only where
//! that evidence states them. Titles and descriptions are our own words for the child.

use super::{Ages, Video};
use crate::quiz::engine::Dimension;

/// Every recommended video, in catalogue order.
pub const VIDEOS: &[Video] = &[
    // ---- Early explorers (6-8) ----

    // source: nerdfighteria.info/v/tkFPyue5X3Q ("How Does A Seed Become A Plant? | SciShow Kids", 03:47)
    Video {
        slug: "how-a-seed-becomes-a-plant",
        url: "https://www.youtube.com/watch?v=tkFPyue5X3Q",
        title: "How Does a Seed Become a Plant?",
        category: "Nature",
        duration: "3:47",
        description: "Peek inside a tiny seed and watch it wake up, push roots down and a shoot up towards the sun.",
        ages: Ages::EARLY,
        areas: &[Dimension::Investigative, Dimension::Realistic],
    },
    // source: nerdfighteria.info/v/Lly75dEbXE8 ("Grow Your Own Plants! - #sciencegoals", SciShow Kids, 05:31)
    Video {
        slug: "grow-your-own-plants",
        url: "https://youtu.be/Lly75dEbXE8",
        title: "Grow Your Own Plants!",
        category: "Nature",
        duration: "5:31",
        description: "Plants need water, soil and sunlight. Try a simple experiment to find out what happens when one is missing.",
        ages: Ages(6, 9),
        areas: &[Dimension::Investigative, Dimension::Realistic],
    },
    // source: podcore.luzlabs.ai/briefs/kaboom-all-about-volcanoes-scishow-kids-compilation-WX_E1CAZjaQ
    Video {
        slug: "kaboom-all-about-volcanoes",
        url: "https://www.youtube.com/embed/WX_E1CAZjaQ",
        title: "KABOOM! All About Volcanoes",
        category: "Science",
        duration: "",
        description: "Discover how volcanoes build new islands, why the ground shakes and how scientists keep people safe.",
        ages: Ages(6, 9),
        areas: &[Dimension::Investigative],
    },
    // source: nerdfighteria.info/v/jrNlQekH_jE ("5 Animal Valentines! | A SciShow Kids Compilation", 20:33)
    Video {
        slug: "animal-valentines",
        url: "https://www.youtube.com/watch?v=jrNlQekH_jE",
        title: "5 Animal Valentines",
        category: "Nature",
        duration: "20:33",
        description: "Silly valentine poems from animal friends, and amazing facts about sharks and other creatures that sent them.",
        ages: Ages::EARLY,
        areas: &[Dimension::Investigative, Dimension::Social],
    },
    // source: nerdfighteria.info/v/ctC1B7szJNA ("Our Favorites | Compilation", SciShow Kids, 16:01)
    Video {
        slug: "scishow-kids-favourites",
        url: "https://youtu.be/ctC1B7szJNA",
        title: "Jessi and Squeaks' Favourite Episodes",
        category: "Science",
        duration: "16:01",
        description: "A cosy collection of favourite science stories, from the secret super powers of cats to much more.",
        ages: Ages::EARLY,
        areas: &[Dimension::Investigative],
    },
    // source: videodb.org/not-so-creepy-creatures-halloween-guessing-game-scishow-kids-compilation/rWjmpGlKkM0
    Video {
        slug: "not-so-creepy-creatures",
        url: "https://www.youtube.com/watch?v=rWjmpGlKkM0",
        title: "Not-So-Creepy Creatures Guessing Game",
        category: "Nature",
        duration: "",
        description: "Guess the animal from the clues! Meet bats and other creatures people think are spooky but are really helpful.",
        ages: Ages::EARLY,
        areas: &[Dimension::Investigative],
    },
    // source: nerdfighteria.info/v/_QwaUmDbnGg ("Let's Explore Space! | Astronomy for Kids", SciShow Kids, 19:33)
    Video {
        slug: "lets-explore-space",
        url: "https://www.youtube.com/embed/_QwaUmDbnGg",
        title: "Let's Explore Space!",
        category: "Space",
        duration: "19:33",
        description: "Look through a brand new telescope and learn why stars shine, what planets are made of and what astronauts do.",
        ages: Ages(6, 9),
        areas: &[Dimension::Investigative],
    },
    // source: nerdfighteria.info/v/1FjyKmpmQzc ("Dig In To Paleontology", SciShow Kids, 04:12)
    Video {
        slug: "dig-in-to-paleontology",
        url: "https://youtu.be/1FjyKmpmQzc",
        title: "Dig In to Paleontology",
        category: "Science",
        duration: "4:12",
        description: "Some scientists spend all day thinking about dinosaurs! Find out how paleontologists dig up fossils and study them.",
        ages: Ages(6, 9),
        areas: &[Dimension::Investigative, Dimension::Realistic],
    },
    // source: videodb.org/the-very-long-time-of-the-dinosaurs-history-of-life-scishow-kids/2rcS9JuFICY
    Video {
        slug: "the-very-long-time-of-the-dinosaurs",
        url: "https://www.youtube.com/watch?v=2rcS9JuFICY",
        title: "The Very Long Time of the Dinosaurs",
        category: "History",
        duration: "",
        description: "Not all dinosaurs lived at the same time! Travel through the Triassic, Jurassic and Cretaceous on a dino timeline.",
        ages: Ages::EARLY,
        areas: &[Dimension::Investigative, Dimension::Conventional],
    },
    // source: nerdfighteria.info/v/R0K7VKkksyc ("Where Does Water Come From? | Ecology for Kids", SciShow Kids, 04:22)
    Video {
        slug: "where-does-water-come-from",
        url: "https://www.youtube.com/embed/R0K7VKkksyc",
        title: "Where Does Water Come From?",
        category: "Nature",
        duration: "4:22",
        description: "The water in your glass may once have been a cloud or a snowflake. Follow it round the water cycle.",
        ages: Ages::EARLY,
        areas: &[Dimension::Investigative],
    },
    // source: nerdfighteria.info/v/6wMXvP5LiiU ("How People (And Squids) Measure Things", SciShow Kids, 03:06)
    Video {
        slug: "how-people-and-squids-measure-things",
        url: "https://www.youtube.com/watch?v=6wMXvP5LiiU",
        title: "How People (and Squids) Measure Things",
        category: "Math",
        duration: "3:06",
        description: "Miles or kilometres? Learn why there is more than one way to measure the same thing.",
        ages: Ages::EARLY,
        areas: &[Dimension::Conventional, Dimension::Investigative],
    },
    // source: nerdfighteria.info/v/qaZ2CICGuL8 ("The Science of Spring! | SciShow Kids Compilation", 14:53)
    Video {
        slug: "the-science-of-spring",
        url: "https://youtu.be/qaZ2CICGuL8",
        title: "The Science of Spring",
        category: "Nature",
        duration: "14:53",
        description: "Why do birds sing and why does it rain so much in spring? Explore flowers, bugs and birdsong.",
        ages: Ages::EARLY,
        areas: &[Dimension::Investigative],
    },
    // source: videodb.org/4-amazing-science-experiments-for-a-day-inside-compilation-scishow-kids/1Q_4HXewiS0
    Video {
        slug: "science-experiments-for-a-day-inside",
        url: "https://www.youtube.com/watch?v=1Q_4HXewiS0",
        title: "4 Amazing Science Experiments for a Day Inside",
        category: "Science",
        duration: "",
        description: "Bored indoors? Try fun experiments at home, like finding out how blubber keeps animals warm in icy water.",
        ages: Ages(6, 9),
        areas: &[Dimension::Investigative, Dimension::Realistic],
    },
    // source: GitHub homeschool page (find_string file id 8841013057): "LUNCH DOODLES with Mo Willems! Episode 1"
    Video {
        slug: "lunch-doodles-with-mo-willems",
        url: "https://www.youtube.com/watch?v=RmzjCPQv3y8",
        title: "Lunch Doodles with Mo Willems: Episode 1",
        category: "Art",
        duration: "",
        description: "Grab paper and crayons and doodle along with the author of the Pigeon books, then learn to draw the Pigeon.",
        ages: Ages(6, 10),
        areas: &[Dimension::Artistic],
    },
    // source: github.com/jwilber/Bob_Ross_Paintings data/bob_ross_paintings.csv ("A Walk in the Woods", season 1 episode 1)
    Video {
        slug: "bob-ross-a-walk-in-the-woods",
        url: "https://www.youtube.com/embed/oh5p5f5_-7A",
        title: "Bob Ross: A Walk in the Woods",
        category: "Art",
        duration: "",
        description: "Paint a forest path after the rain with happy little trees, in the very first Joy of Painting show.",
        ages: Ages(6, 18),
        areas: &[Dimension::Artistic],
    },
    // source: github.com/jwilber/Bob_Ross_Paintings data/bob_ross_paintings.csv ("Winter Mist", season 1 episode 4)
    Video {
        slug: "bob-ross-winter-mist",
        url: "https://youtu.be/0pwoixRikn4",
        title: "Bob Ross: Winter Mist",
        category: "Art",
        duration: "",
        description: "Make a misty winter picture using only three colours and see how light and dark create depth.",
        ages: Ages(6, 18),
        areas: &[Dimension::Artistic],
    },
    // ---- Budding innovators (9-12) ----

    // source: nerdfighteria.info/v/qDcMq1SjR_I ("Engineering Compilation: Crash Course Kids", 32:14)
    Video {
        slug: "engineering-compilation",
        url: "https://www.youtube.com/watch?v=qDcMq1SjR_I",
        title: "All About Engineering",
        category: "Engineering",
        duration: "32:14",
        description: "What is an engineer, and how do they build cars, bridges, robots and houses? Learn how you can be one too.",
        ages: Ages::BUDDING,
        areas: &[Dimension::Realistic, Dimension::Investigative],
    },
    // source: nerdfighteria.info/v/0GMBJFqgHfc (Crash Course Kids robot challenge, next: "Architecture Adventure #47.2", 04:27)
    Video {
        slug: "the-robot-challenge",
        url: "https://youtu.be/0GMBJFqgHfc",
        title: "The Robot Challenge",
        category: "Engineering",
        duration: "4:27",
        description: "A phone fell down a storm drain! Help design a robot to rescue it, step by step like a real engineer.",
        ages: Ages(8, 12),
        areas: &[Dimension::Realistic, Dimension::Investigative],
    },
    // source: nerdfighteria.info/v/DkJLbCCI6Zs ("Architecture Adventure: Crash Course Kids #47.2", 04:27)
    Video {
        slug: "architecture-adventure",
        url: "https://www.youtube.com/embed/DkJLbCCI6Zs",
        title: "Architecture Adventure",
        category: "Engineering",
        duration: "4:27",
        description: "Design a perfect treehouse hideaway and discover how architects plan, test and pick the best idea.",
        ages: Ages(8, 12),
        areas: &[Dimension::Realistic, Dimension::Artistic],
    },
    // source: nerdfighteria.info/v/gnnUid8Hof0 ("Let's Build a City: Crash Course Kids #48.1", 04:13)
    Video {
        slug: "lets-build-a-city",
        url: "https://www.youtube.com/watch?v=gnnUid8Hof0",
        title: "Let's Build a City!",
        category: "Engineering",
        duration: "4:13",
        description: "Where do schools, hospitals and bus routes go? Plan a whole city that keeps people safe, healthy and happy.",
        ages: Ages::BUDDING,
        areas: &[Dimension::Realistic, Dimension::Social, Dimension::Enterprising],
    },
    // source: nerdfighteria.info/v/CyE4_D6Fb_w ("Big Changes in the Big Apple: Crash Course Kids #38.1", 04:57)
    Video {
        slug: "big-changes-in-the-big-apple",
        url: "https://youtu.be/CyE4_D6Fb_w",
        title: "Big Changes in the Big Apple",
        category: "Nature",
        duration: "4:57",
        description: "Beavers, worms and people all change the places they live. See how a city like New York changed its land.",
        ages: Ages::BUDDING,
        areas: &[Dimension::Investigative, Dimension::Social],
    },
    // source: GitHub code (find_string hit ids 39380666385, 31578781675, 68834571468 and others):
    // R0JKCYZ8hng = "How playing an instrument benefits your brain - Anita Collins", TED-Ed
    Video {
        slug: "how-playing-an-instrument-benefits-your-brain",
        url: "https://www.youtube.com/watch?v=R0JKCYZ8hng",
        title: "How Playing an Instrument Benefits Your Brain",
        category: "Music",
        duration: "",
        description: "When you play music your whole brain lights up like fireworks. Find out why practising an instrument is a brain workout.",
        ages: Ages(10, 18),
        areas: &[Dimension::Artistic, Dimension::Investigative],
    },
    // source: superiorjanitorial.pro/video/zQGOcOUBi6s/the-immune-system-explained-i-bacteria-infection.html (Kurzgesagt)
    Video {
        slug: "the-immune-system-explained",
        url: "https://www.youtube.com/embed/zQGOcOUBi6s",
        title: "The Immune System Explained",
        category: "Health",
        duration: "",
        description: "Your body has its own army of cells that fights germs every second. Meet the guards, soldiers and messengers.",
        ages: Ages(11, 18),
        areas: &[Dimension::Investigative, Dimension::Social],
    },
    // source: github.com/jwilber/Bob_Ross_Paintings data/bob_ross_paintings.csv ("Mt. McKinley", season 1 episode 2)
    Video {
        slug: "bob-ross-mt-mckinley",
        url: "https://www.youtube.com/watch?v=RInDWhYceLU",
        title: "Bob Ross: Mt. McKinley",
        category: "Art",
        duration: "",
        description: "Paint a tall snowy mountain with a palette knife and learn how painters make rocks look sharp and bright.",
        ages: Ages(9, 18),
        areas: &[Dimension::Artistic],
    },
    // source: github.com/jwilber/Bob_Ross_Paintings data/bob_ross_paintings.csv ("Covered Bridge", season 3 episode 6)
    Video {
        slug: "bob-ross-covered-bridge",
        url: "https://youtu.be/OHSm8kLE7js",
        title: "Bob Ross: Covered Bridge",
        category: "Art",
        duration: "",
        description: "Add a wooden covered bridge to a country landscape and practise painting buildings in a scene.",
        ages: Ages(9, 18),
        areas: &[Dimension::Artistic, Dimension::Realistic],
    },
    // source: nerdfighteria.info/v/YHcX_nuyQPc ("How to Look at Art: Crash Course Art History #2", 11:20)
    Video {
        slug: "how-to-look-at-art",
        url: "https://www.youtube.com/watch?v=YHcX_nuyQPc",
        title: "How to Look at Art",
        category: "Art",
        duration: "11:20",
        description: "Learn a toolbox of words for looking closely at any artwork and discovering the story behind it.",
        ages: Ages(12, 18),
        areas: &[Dimension::Artistic],
    },
    // source: nerdfighteria.info/v/tpIctyqH29Q ("Crash Course Computer Science Preview", 02:45)
    Video {
        slug: "computer-science-preview",
        url: "https://www.youtube.com/embed/tpIctyqH29Q",
        title: "How Do Computers Really Work?",
        category: "Technology",
        duration: "2:45",
        description: "A quick tour of how computers went from simple machines to the phones and laptops we use every day.",
        ages: Ages(12, 18),
        areas: &[Dimension::Investigative, Dimension::Conventional, Dimension::Realistic],
    },
    // source: nerdfighteria.info/v/E7CwqNHn_Ns ("Taking Notes: Crash Course Study Skills #1", 08:51)
    Video {
        slug: "taking-notes",
        url: "https://youtu.be/E7CwqNHn_Ns",
        title: "Taking Great Notes",
        category: "Study Skills",
        duration: "8:51",
        description: "Try outlines, the Cornell method and mind maps to organise what you learn so you remember it later.",
        ages: Ages(12, 18),
        areas: &[Dimension::Conventional],
    },
    // source: scribd.com/document/827996876 (transcript citing youtube.com/watch?v=0rHUDWjR5gg and nerdfighteria.info/v/0rHUDWjR5gg)
    Video {
        slug: "introduction-to-astronomy",
        url: "https://www.youtube.com/watch?v=0rHUDWjR5gg",
        title: "Introduction to Astronomy",
        category: "Space",
        duration: "",
        description: "Take a tour of the universe, from our planet to distant galaxies, and meet the people who study the sky.",
        ages: Ages(12, 18),
        areas: &[Dimension::Investigative],
    },
    // ---- Teen trailblazers (13-15) and visionary achievers (16-18) ----

    // source: nerdfighteria.info/v/A1V-QQ5wFU4 ("Mechanical Engineering: Crash Course Engineering #3", 09:39)
    Video {
        slug: "mechanical-engineering",
        url: "https://www.youtube.com/watch?v=A1V-QQ5wFU4",
        title: "Mechanical Engineering",
        category: "Engineering",
        duration: "9:39",
        description: "From steam engines to aircraft and robots, see what mechanical engineers design and build.",
        ages: Ages(13, 18),
        areas: &[Dimension::Realistic, Dimension::Investigative],
    },
    // source: nerdfighteria.info/v/UvtYn2j78gw ("To The Moon & Mars - Aerospace Engineering: Crash Course Engineering #34", 10:01)
    Video {
        slug: "aerospace-engineering",
        url: "https://youtu.be/UvtYn2j78gw",
        title: "To the Moon and Mars: Aerospace Engineering",
        category: "Space",
        duration: "10:01",
        description: "How do planes stay up and rockets reach space? Learn about lift, propulsion and keeping astronauts alive.",
        ages: Ages(13, 18),
        areas: &[Dimension::Realistic, Dimension::Investigative],
    },
    // source: nerdfighteria.info/v/sxQaBpKfDRk ("What Is Statistics: Crash Course Statistics #1", 13:00)
    Video {
        slug: "what-is-statistics",
        url: "https://www.youtube.com/embed/sxQaBpKfDRk",
        title: "What Is Statistics?",
        category: "Math",
        duration: "13:00",
        description: "Statistics are everywhere, from sports to weather forecasts. Learn how data helps us make good decisions.",
        ages: Ages(14, 18),
        areas: &[Dimension::Conventional, Dimension::Investigative],
    },
    // source: nerdfighteria.info/v/3ez10ADR_gM ("Intro to Economics: Crash Course Econ #1", 12:09)
    Video {
        slug: "intro-to-economics",
        url: "https://www.youtube.com/watch?v=3ez10ADR_gM",
        title: "Intro to Economics",
        category: "Money",
        duration: "12:09",
        description: "Economics is about people and choices. Discover scarcity, trade-offs and why every choice has a cost.",
        ages: Ages(14, 18),
        areas: &[Dimension::Enterprising, Dimension::Conventional],
    },
    // source: nerdfighteria.info/v/t6Wc7OMks4U ("Why We Study Art: Crash Course Art History #1", 12:08)
    Video {
        slug: "why-we-study-art",
        url: "https://youtu.be/t6Wc7OMks4U",
        title: "Why We Study Art",
        category: "Art",
        duration: "12:08",
        description: "Every artwork tells a story. See how art connects people across cultures and centuries.",
        ages: Ages(13, 18),
        areas: &[Dimension::Artistic, Dimension::Social],
    },
    // source: nerdfighteria.info/v/pLlv2o6UfTU ("Introduction to Crash Course Navigating Digital Information #1", 13:34)
    Video {
        slug: "navigating-digital-information",
        url: "https://www.youtube.com/watch?v=pLlv2o6UfTU",
        title: "Checking Facts Online",
        category: "Technology",
        duration: "13:34",
        description: "The internet is full of great and not-so-great information. Start learning how to tell which is which.",
        ages: Ages(13, 18),
        areas: &[Dimension::Conventional, Dimension::Investigative, Dimension::Social],
    },
    // source: nerdfighteria.info/v/sNWrOuwzax8 ("What Is Theater? Crash Course Theater #1", 14:07)
    Video {
        slug: "what-is-theater",
        url: "https://www.youtube.com/embed/sNWrOuwzax8",
        title: "What Is Theatre?",
        category: "Drama",
        duration: "14:07",
        description: "Explore what makes theatre special: real people telling stories live, in the same room as their audience.",
        ages: Ages(13, 18),
        areas: &[Dimension::Artistic, Dimension::Social],
    },
    // source: nerdfighteria.info/v/XDsk6tZX55g ("The Physics of Music: Crash Course Physics #19", 10:35)
    Video {
        slug: "the-physics-of-music",
        url: "https://www.youtube.com/watch?v=XDsk6tZX55g",
        title: "The Physics of Music",
        category: "Music",
        duration: "10:35",
        description: "How do guitars, flutes and pianos make different notes? Find the waves and harmonics hiding in music.",
        ages: Ages(14, 18),
        areas: &[Dimension::Artistic, Dimension::Investigative],
    },
    // source: nerdfighteria.info/v/MSYw502dJNY ("How and Why We Read: Crash Course English Literature #1", 07:00)
    Video {
        slug: "how-and-why-we-read",
        url: "https://youtu.be/MSYw502dJNY",
        title: "How and Why We Read",
        category: "Reading",
        duration: "7:00",
        description: "Reading is a conversation with a writer across time and space. Learn to read stories more closely.",
        ages: Ages(13, 18),
        areas: &[Dimension::Artistic, Dimension::Social],
    },
    // source: nerdfighteria.info/v/HeX6CX5LEj0 and stepify.tech/video/HeX6CX5LEj0 ("What Is Myth? Crash Course World Mythology #1")
    Video {
        slug: "what-is-myth",
        url: "https://www.youtube.com/watch?v=HeX6CX5LEj0",
        title: "What Is a Myth?",
        category: "Storytelling",
        duration: "",
        description: "Gods, heroes and tricksters: discover how the oldest stories in the world shape the people who tell them.",
        ages: Ages(13, 18),
        areas: &[Dimension::Artistic, Dimension::Social],
    },
    // source: nerdfighteria.info/v/aFkSjdaqbyE ("The Lumiere Brothers: Crash Course Film History #3", 09:31)
    Video {
        slug: "the-lumiere-brothers",
        url: "https://www.youtube.com/embed/aFkSjdaqbyE",
        title: "The Lumiere Brothers and the First Movies",
        category: "Film",
        duration: "9:31",
        description: "Meet the two brothers who invented a camera that could also project films for a whole audience.",
        ages: Ages(14, 18),
        areas: &[Dimension::Artistic, Dimension::Realistic],
    },
    // source: nerdfighteria.info/v/bSRvDfD451I (Crash Course Business: Soft Skills, episode on leadership)
    Video {
        slug: "becoming-a-leader",
        url: "https://www.youtube.com/watch?v=bSRvDfD451I",
        title: "Becoming a Good Leader",
        category: "Leadership",
        duration: "",
        description: "Nobody is born a leader. Learn the skills good leaders use to inspire a team and help everyone do their best.",
        ages: Ages(15, 18),
        areas: &[Dimension::Enterprising, Dimension::Social],
    },
    // source: nerdfighteria.info/v/8bu1Ltpeiu4 and urangminang.com ("What Do Entrepreneurs Do All Day?: Crash Course Business Entrepreneurship #8")
    Video {
        slug: "what-do-entrepreneurs-do-all-day",
        url: "https://youtu.be/8bu1Ltpeiu4",
        title: "What Do Entrepreneurs Do All Day?",
        category: "Business",
        duration: "",
        description: "Running your own business means doing a bit of everything. Find out which tasks matter most.",
        ages: Ages(15, 18),
        areas: &[Dimension::Enterprising, Dimension::Conventional],
    },
    // source: nerdfighteria.info/v/kmfC-i9WgH0 (Crash Course Business: Entrepreneurship, episode on pivoting)
    Video {
        slug: "when-a-business-idea-changes",
        url: "https://www.youtube.com/watch?v=kmfC-i9WgH0",
        title: "When a Business Idea Needs to Change",
        category: "Business",
        duration: "",
        description: "YouTube started as something very different! Learn why smart founders listen to customers and change course.",
        ages: Ages(15, 18),
        areas: &[Dimension::Enterprising],
    },
    // source: nerdfighteria.info/v/YnCJU6PaCio and notetube.ai/s/01b812a7bd ("What Is Sociology?: Crash Course Sociology #1")
    Video {
        slug: "what-is-sociology",
        url: "https://www.youtube.com/embed/YnCJU6PaCio",
        title: "What Is Sociology?",
        category: "Society",
        duration: "",
        description: "Why do we raise our hand in class but not at dinner? Start seeing the hidden patterns in how people live together.",
        ages: Ages(15, 18),
        areas: &[Dimension::Social, Dimension::Investigative],
    },
    // source: GitHub code (find_string hit ids 57437828867, 52488415123, 10060732799 and others):
    // vo4pMVb0R6M = "Intro to Psychology — Crash Course Psychology #1", CrashCourse
    Video {
        slug: "intro-to-psychology",
        url: "https://youtu.be/vo4pMVb0R6M",
        title: "Intro to Psychology",
        category: "Health",
        duration: "",
        description: "Your mind is one of the most complicated things we know. Meet the science of how people think and behave.",
        ages: Ages(15, 18),
        areas: &[Dimension::Social, Dimension::Investigative],
    },
];
