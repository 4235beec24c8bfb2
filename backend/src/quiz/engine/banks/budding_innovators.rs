//! 9-12, Budding Innovators: clear, everyday school and home situations; four or five answers.

use super::{A, BankQuestion, C, E, I, R, S, a, q};

/// The 9-12 bank.
pub(crate) static BANK: &[BankQuestion] = &[
    q(
        "Your school is holding a science fair. What would you do?",
        &[
            a("Build a working model of a windmill", &[R]),
            a("Test which soil makes beans grow fastest", &[I]),
            a("Design the posters and decorate the hall", &[A]),
            a("Help younger kids and guide visitors around", &[S, E]),
            a("Keep the judges' score sheets in order", &[C]),
        ],
    ),
    q(
        "Which club would you join?",
        &[
            a("Robotics club", &[R, I]),
            a("Drama and music club", &[A]),
            a("Peer helpers club", &[S]),
            a("Young entrepreneurs club", &[E]),
            a("Library helpers who sort and label the books", &[C]),
        ],
    ),
    q(
        "A storm knocked down a tree at school. How would you help?",
        &[
            a("Help carry the branches and fix the fence", &[R]),
            a("Figure out why that tree fell and the others didn't", &[I]),
            a("Turn the old wood into a sculpture", &[A]),
            a("Comfort the younger kids who were scared", &[S]),
            a("Lead a clean-up team with a list of jobs", &[E, C]),
        ],
    ),
    q(
        "Which school trip sounds best?",
        &[
            a("A visit to a car factory", &[R]),
            a("A day at the science museum", &[I]),
            a("An art gallery and a theatre show", &[A]),
            a("Volunteering at a children's home", &[S]),
            a("A visit to a bank to see how money works", &[E, C]),
        ],
    ),
    q(
        "Pick a project for the holidays.",
        &[
            a("Grow vegetables and sell them at the market", &[R, E]),
            a("Keep a nature journal of every bird you see", &[I, C]),
            a("Write and film a short movie", &[A]),
            a("Teach a younger cousin to read", &[S]),
        ],
    ),
    q(
        "In a group project, which role do you take?",
        &[
            a("The builder who makes the model", &[R]),
            a("The researcher who finds the facts", &[I]),
            a("The designer who makes it look great", &[A]),
            a("The team player who makes sure everyone is heard", &[S]),
            a("The leader who keeps the plan and deadline on track", &[E, C]),
        ],
    ),
    q(
        "Which video would you watch?",
        &[
            a("How to build a treehouse", &[R]),
            a("Strange creatures of the deep sea", &[I]),
            a("Learn to draw cartoon characters", &[A]),
            a("Kids who changed their communities", &[S, E]),
            a("Tricks to keep your room and school bag organised", &[C]),
        ],
    ),
    q(
        "What would you do with a free afternoon?",
        &[
            a("Fix my bicycle or build something", &[R]),
            a("Do a puzzle book or a science kit", &[I, C]),
            a("Write a story or make music", &[A]),
            a("Visit my grandmother and help her", &[S]),
            a("Plan a sale of things I've made", &[E]),
        ],
    ),
    q(
        "Which award would make you proudest?",
        &[
            a("Best Young Inventor", &[R, I]),
            a("Most Creative Artist", &[A]),
            a("Kindest Classmate", &[S]),
            a("Top Young Leader", &[E]),
            a("Most Organised Student", &[C]),
        ],
    ),
    q(
        "Your class gets a garden plot. What do you want to do?",
        &[
            a("Dig, plant and water", &[R]),
            a("Test how much sun each plant needs", &[I]),
            a("Plan a colourful layout of flowers", &[A]),
            a("Give the vegetables to families who need them", &[S]),
            a("Sell the harvest and record the money", &[E, C]),
        ],
    ),
    q(
        "What kind of problem do you enjoy?",
        &[
            a("A machine that won't start", &[R]),
            a("A tricky maths riddle", &[I, C]),
            a("Making a boring room look amazing", &[A]),
            a("Two friends who are arguing", &[S]),
            a("Getting more people to come to an event", &[E]),
        ],
    ),
    q(
        "If you could invent an app, what would it do?",
        &[
            a("Control a robot that helps farmers", &[R, I]),
            a("Let kids make their own comics", &[A]),
            a("Help kids find a study buddy", &[S]),
            a("Help kids run a small business", &[E]),
            a("Keep homework and chores in order", &[C]),
        ],
    ),
    q(
        "What would you do at a football match?",
        &[
            a("Play on the pitch", &[R]),
            a("Study the scores to find the best tactics", &[I, C]),
            a("Paint faces and make banners", &[A]),
            a("Look after a player who got hurt", &[S]),
            a("Be the team captain", &[E]),
        ],
    ),
    q(
        "Which of these would you most like to learn?",
        &[
            a("How engines and electricity work", &[R, I]),
            a("How to play guitar and write songs", &[A]),
            a("Sign language to talk with more friends", &[S]),
            a("How to run a club and manage its money", &[E, C]),
        ],
    ),
    q(
        "A charity fair needs help. What do you do?",
        &[
            a("Set up the stalls and carry the tables", &[R]),
            a("Work out which games will raise the most money", &[I, E]),
            a("Paint the signs and do face painting", &[A]),
            a("Welcome visitors and help lost kids", &[S]),
            a("Count the money and keep the records", &[C]),
        ],
    ),
    q(
        "Which job at a zoo would you pick?",
        &[
            a("Build new homes for the animals", &[R]),
            a("Study the animals and record what they eat", &[I, C]),
            a("Design the zoo maps and signs", &[A]),
            a("Give tours to school groups", &[S]),
            a("Run the zoo shop", &[E]),
        ],
    ),
    q(
        "How do you like to learn something new?",
        &[
            a("By trying it with my hands", &[R]),
            a("By reading and asking why", &[I]),
            a("By drawing it or making up a song", &[A]),
            a("With friends, taking turns to lead", &[S, E]),
            a("By following clear steps", &[C]),
        ],
    ),
    q(
        "What would you do with pocket money you saved?",
        &[
            a("Buy parts to build something", &[R]),
            a("Buy a science kit or a book of puzzles", &[I]),
            a("Buy art supplies or music", &[A]),
            a("Buy a present to cheer someone up", &[S]),
            a("Buy things to sell, and write down every coin I earn", &[E, C]),
        ],
    ),
    q(
        "Which place would you like to explore?",
        &[
            a("A rainforest, camping under the stars", &[R]),
            a("A volcano, collecting rock samples", &[I]),
            a("An old city full of music and art", &[A]),
            a("A village school where you help the teachers", &[S]),
            a("A busy market full of traders", &[E, C]),
        ],
    ),
    q(
        "What do your friends ask you to help with?",
        &[
            a("Fixing things that break", &[R]),
            a("Maths and science homework", &[I, C]),
            a("Making posters look nice", &[A]),
            a("Advice when they feel sad", &[S]),
            a("Ideas to win a competition", &[E]),
        ],
    ),
    q(
        "Which would you like to design?",
        &[
            a("A bridge strong enough for a lorry", &[R, I]),
            a("A costume for the school play", &[A]),
            a("A playground every child can use, even in a wheelchair", &[S]),
            a("An advert for a new snack", &[E]),
            a("A timetable for the school buses", &[C]),
        ],
    ),
    q(
        "On a camping trip, what's your job?",
        &[
            a("Put up the tents and build the fire", &[R]),
            a("Find the stars and name them", &[I]),
            a("Lead the songs and stories at night", &[A, S]),
            a("Choose the route and lead the group", &[E]),
            a("Pack the supplies with a checklist", &[C]),
        ],
    ),
];
