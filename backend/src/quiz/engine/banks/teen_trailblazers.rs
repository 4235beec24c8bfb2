//! 13-15, Teen Trailblazers: real-world situations, often with a scenario line; three to five answers.

use super::{A, BankQuestion, C, E, I, R, S, a, q, qs};

/// The 13-15 bank.
pub(crate) static BANK: &[BankQuestion] = &[
    qs(
        "Your school wants to cut its electricity bill.",
        "How would you like to help?",
        &[
            a("Install and test solar lights along the walkways", &[R]),
            a("Measure where energy is wasted and analyse the data", &[I, C]),
            a("Design an eye-catching switch-it-off campaign", &[A]),
            a("Visit each class to explain why it matters", &[S]),
            a("Pitch the plan to the principal and find sponsors", &[E]),
        ],
    ),
    qs(
        "The local clinic is always crowded.",
        "What would you work on?",
        &[
            a("Build a better shaded waiting area", &[R]),
            a("Study which times are busiest and why", &[I]),
            a("Make posters that explain healthy habits in a fun way", &[A]),
            a("Volunteer to help patients find their way", &[S]),
            a("Set up a booking system so queues move faster", &[E, C]),
        ],
    ),
    q(
        "Which subjects give you the most energy?",
        &[
            a("Technical drawing or agriculture", &[R]),
            a("Biology, chemistry or physics", &[I]),
            a("Art, music or literature", &[A]),
            a("Languages and social studies", &[S]),
            a("Business studies and maths", &[E, C]),
        ],
    ),
    qs(
        "Your team is entering a national innovation challenge.",
        "Which part do you want to own?",
        &[
            a("Building the prototype", &[R]),
            a("Researching the problem and testing ideas", &[I]),
            a("Designing the look and the pitch video", &[A]),
            a("Keeping the team working well together", &[S]),
            a("Presenting to the judges and tracking the budget", &[E, C]),
        ],
    ),
    qs(
        "A friend's phone keeps crashing.",
        "What do you do?",
        &[
            a("Troubleshoot it step by step until it works", &[R, C]),
            a("Look up why it happens and test your theories", &[I]),
            a("Give it a fresh new look while you're at it", &[A]),
            a("Calm your friend down and help save their photos", &[S]),
            a("Find the repair shop with the best deal", &[E]),
        ],
    ),
    q(
        "Which channel would you subscribe to?",
        &[
            a("DIY builds and repairs", &[R]),
            a("Space and science explained", &[I]),
            a("Animation, music and film-making", &[A]),
            a("Young people making a difference", &[S]),
            a("Young founders and how they manage their money", &[E, C]),
        ],
    ),
    qs(
        "Your community is planning a clean-up day at the river.",
        "Which job do you take?",
        &[
            a("Wade in and pull out the rubbish", &[R]),
            a("Test the water for pollution", &[I]),
            a("Paint a mural about protecting rivers", &[A]),
            a("Get neighbours and families to join in", &[S, E]),
            a("Record how many bags were collected", &[C]),
        ],
    ),
    q(
        "Which compliment would make you proudest?",
        &[
            a("\"You're clever and you can fix anything!\"", &[R, I]),
            a("\"You're creative and a great listener.\"", &[A, S]),
            a("\"You're a reliable, organised leader.\"", &[E, C]),
        ],
    ),
    qs(
        "You have a free week and a small budget.",
        "What would you do with it?",
        &[
            a("Build a go-kart or a piece of furniture", &[R]),
            a("Take an online course in coding or astronomy", &[I]),
            a("Record some songs or a short film", &[A]),
            a("Volunteer at a children's centre", &[S]),
            a("Start a small business and keep its accounts", &[E, C]),
        ],
    ),
    q(
        "In a debate, what is your style?",
        &[
            a("Show it with a demonstration", &[R]),
            a("Bring the facts and the numbers", &[I, C]),
            a("Use stories and vivid examples", &[A]),
            a("Look for common ground", &[S]),
            a("Argue to win", &[E]),
        ],
    ),
    qs(
        "The school's computer lab is getting new equipment.",
        "How would you like to be involved?",
        &[
            a("Setting up the machines and keeping an inventory of them", &[R, C]),
            a("Testing which software runs best", &[I]),
            a("Designing the lab's new look and logo", &[A]),
            a("Teaching classmates and teachers to use it", &[S]),
            a("Negotiating a better price with the suppliers", &[E]),
        ],
    ),
    q(
        "Which career-day speaker would you go to hear?",
        &[
            a("A wildlife vet", &[R, I]),
            a("A fashion designer", &[A]),
            a("A social worker", &[S]),
            a("A founder who grew a mobile-money company", &[E, C]),
        ],
    ),
    qs(
        "A younger student is struggling with maths.",
        "How do you help?",
        &[
            a("Use bottle tops or blocks to show it", &[R]),
            a("Work out exactly where they go wrong", &[I]),
            a("Turn it into a game or a song", &[A]),
            a("Start a tutoring club and keep them motivated", &[S, E]),
            a("Write them a step-by-step checklist", &[C]),
        ],
    ),
    q(
        "What would you like to make over the holidays?",
        &[
            a("A drone or a model car that really works", &[R, I]),
            a("A comic book", &[A]),
            a("A fundraiser for a local children's home", &[S, E]),
            a("A budget and savings plan", &[C]),
        ],
    ),
    qs(
        "Your town wants a new youth centre.",
        "What would you want to do?",
        &[
            a("Help build it", &[R]),
            a("Survey young people and analyse what they need", &[I, C]),
            a("Design the space and the murals", &[A]),
            a("Plan activities and mentoring", &[S]),
            a("Raise the money and lead the campaign", &[E]),
        ],
    ),
    q(
        "Which of these sounds most like you?",
        &[
            a("I'd rather be outside than behind a desk", &[R]),
            a("I like to understand how things really work", &[I]),
            a("I get bored doing things the usual way", &[A]),
            a("I notice how other people are feeling", &[S]),
            a("I like being in charge and keeping things organised", &[E, C]),
        ],
    ),
    qs(
        "A farmer near your school is losing her crops to pests.",
        "How would you help?",
        &[
            a("Help build nets and traps", &[R]),
            a("Research natural ways to stop the pests", &[I]),
            a("Make a video to share her story", &[A]),
            a("Connect her with other farmers and buyers", &[S, E]),
            a("Keep a record of which fields are worst hit", &[C]),
        ],
    ),
    q(
        "Which school responsibility would you take on?",
        &[
            a("Lab assistant who also repairs the equipment", &[I, R]),
            a("Editor of the school magazine", &[A]),
            a("Peer counsellor", &[S]),
            a("Student council president", &[E]),
            a("Class treasurer", &[C]),
        ],
    ),
    qs(
        "You've been lent a good camera for a month.",
        "What do you film or photograph?",
        &[
            a("How things are made in a local workshop", &[R]),
            a("Insects and wildlife up close", &[I]),
            a("An artistic short film", &[A]),
            a("People in your community and their stories", &[S]),
            a("Product photos for a local shop's online catalogue", &[E, C]),
        ],
    ),
    q(
        "What would your dream weekend job be?",
        &[
            a("Helping at a bicycle repair shop", &[R]),
            a("Assistant in a lab or a pharmacy", &[I, C]),
            a("Helping at a recording studio", &[A]),
            a("Coaching a kids' football team", &[S, E]),
        ],
    ),
    qs(
        "A classmate posts something mean about another student online.",
        "How do you respond?",
        &[
            a("Check in with the student who was targeted", &[S]),
            a("Report it to a teacher, following the school's rules", &[C]),
            a("Lead a kindness campaign across the school", &[E]),
            a("Make a short video about being kind online", &[A]),
            a("Build a simple tool that flags mean comments", &[R, I]),
        ],
    ),
    q(
        "Which problem would you most like to solve one day?",
        &[
            a("Clean energy for every village", &[R]),
            a("Curing a disease", &[I]),
            a("Telling Africa's stories to the world", &[A]),
            a("Making sure every child can go to school", &[S]),
            a("Creating jobs with honestly run companies", &[E, C]),
        ],
    ),
    qs(
        "Your family is planning a big celebration.",
        "Which part do you take on?",
        &[
            a("Setting up the tent, the lights and the sound", &[R]),
            a("Working out how much food for how many guests", &[I, C]),
            a("The decorations and the music", &[A]),
            a("Welcoming the guests and looking after the elders", &[S]),
            a("Bargaining with the caterer", &[E]),
        ],
    ),
    q(
        "How do you prefer to work?",
        &[
            a("Hands-on, solving real problems with tools", &[R, I]),
            a("Freely, and with people around me", &[A, S]),
            a("In charge, with a clear plan", &[E, C]),
        ],
    ),
    qs(
        "Your school gets a 3D printer.",
        "What do you print first?",
        &[
            a("A spare part for something broken", &[R]),
            a("A model of a molecule or a planet", &[I]),
            a("A sculpture or jewellery you designed", &[A]),
            a("A gadget to help a classmate with a disability", &[S]),
            a("Keychains to sell, with an order list", &[E, C]),
        ],
    ),
];
