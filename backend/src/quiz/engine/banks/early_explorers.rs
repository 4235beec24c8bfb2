//! 6-8, Early Explorers: very short, concrete and playful; three or four answers with pictures.

use super::{A, BankQuestion, C, E, I, R, S, a, q};

/// The 6-8 bank.
pub(crate) static BANK: &[BankQuestion] = &[
    q(
        "What is the best way to spend a sunny day?",
        &[
            a("🌱 Dig in the garden and look for worms", &[R, I]),
            a("🎭 Put on a show for my family", &[A, S]),
            a("🍋 Sell lemonade and count the coins", &[E, C]),
        ],
    ),
    q(
        "Which toy would you pick?",
        &[
            a("🔬 A bug-catching kit", &[R, I]),
            a("🖍️ A big box of crayons", &[A]),
            a("🧸 A doctor kit for my teddies", &[S]),
            a("🏪 A toy shop with a till", &[E, C]),
        ],
    ),
    q(
        "Your class is planting a garden. What job do you want?",
        &[
            a("🕳️ Dig holes and plant seeds", &[R]),
            a("📏 Measure how tall the plants grow", &[I, C]),
            a("🖌️ Paint a bright garden sign", &[A]),
            a("📣 Lead the team and cheer everyone on", &[S, E]),
        ],
    ),
    q(
        "A new kid joins your class. What do you do?",
        &[
            a("💌 Draw them a welcome card", &[A, S]),
            a("❓ Ask them fun questions about their home", &[I]),
            a("🛝 Show them the best climbing frame", &[R]),
            a("🙋 Invite them to my team and show them the rules", &[E, C]),
        ],
    ),
    q(
        "Who would you like to be for a day?",
        &[
            a("👷 A builder with a hard hat", &[R]),
            a("🥽 A scientist with goggles", &[I]),
            a("🎤 A singer on a big stage", &[A, E]),
            a("🛒 A shopkeeper who helps customers", &[S, C]),
        ],
    ),
    q(
        "What would you like to make?",
        &[
            a("🤖 A robot from old boxes", &[R, I]),
            a("🧦 A funny sock puppet", &[A]),
            a("💐 A get-well card for a sick friend", &[S]),
            a("🍪 A cookie sale with price tags", &[E, C]),
        ],
    ),
    q(
        "What do you like to do at the beach or the river?",
        &[
            a("🐚 Collect shells and sort them by size", &[I, C]),
            a("🏰 Build the biggest sandcastle", &[R, A]),
            a("🤸 Start a game of catch for everyone", &[S, E]),
        ],
    ),
    q(
        "Which book would you pick?",
        &[
            a("🚂 How trains and trucks work", &[R]),
            a("🌈 Why the sky is blue", &[I]),
            a("👫 A story about best friends", &[A, S]),
            a("🧺 How kids started their own shop", &[E, C]),
        ],
    ),
    q(
        "Your toy is broken. What do you do?",
        &[
            a("🔧 Fix it myself with tools", &[R]),
            a("🔍 Find out why it broke", &[I, C]),
            a("✨ Turn it into something new and funny", &[A]),
            a("👭 Get my friends to help fix it together", &[S, E]),
        ],
    ),
    q(
        "At a party, what is the most fun?",
        &[
            a("🎩 A magic trick science show", &[I, A]),
            a("🎈 Leading games so nobody is left out", &[S, E]),
            a("🪑 Setting up the chairs and lights neatly", &[C, R]),
        ],
    ),
    q(
        "Which pet job would you like?",
        &[
            a("🐇 Make a cosy home for a bunny and feed it", &[R, I]),
            a("🖼️ Draw funny pictures of the pets", &[A]),
            a("🐕 Teach the puppy a trick", &[S]),
            a("📋 Run a pet club and keep the feeding chart", &[E, C]),
        ],
    ),
    q(
        "Which superpower would you choose?",
        &[
            a("💪 Super strength to build and fix anything", &[R]),
            a("🧠 A super brain that remembers every fact", &[I, C]),
            a("🪄 Magic paint that comes to life", &[A]),
            a("📢 A super voice to lead and cheer everyone", &[E, S]),
        ],
    ),
    q(
        "How do you like to help at home?",
        &[
            a("🪛 Help fix things and see how they work", &[R, I]),
            a("🧁 Decorate cupcakes with funny faces", &[A]),
            a("👶 Look after my little brother or sister", &[S]),
            a("✅ Make a chore chart and get everyone helping", &[E, C]),
        ],
    ),
    q(
        "Which game do you like best?",
        &[
            a("🕵️ Detective games with clues to sort out", &[I, C]),
            a("👑 Dress-up and pretend play with friends", &[A, S]),
            a("🏕️ Building a fort and being the chief", &[R, E]),
        ],
    ),
    q(
        "What would you like to learn next?",
        &[
            a("🚀 How rockets are built and fly", &[R, I]),
            a("💃 Songs and dances to share with others", &[A, S]),
            a("💰 How to run a market stall and count the money", &[E, C]),
        ],
    ),
    q(
        "What do you like to collect?",
        &[
            a("🪨 Cool rocks sorted into boxes", &[R, C]),
            a("🦕 Pictures of dinosaurs and planets to colour", &[I, A]),
            a("📿 Friendship bracelets to give and swap", &[S, E]),
        ],
    ),
    q(
        "Where would you like to work when you grow up?",
        &[
            a("🐄 Outside on a farm with animals", &[R]),
            a("🧪 In a lab or a studio making new things", &[I, A]),
            a("🏫 In a school or a hospital", &[S]),
            a("🏢 In a busy office, in charge", &[E, C]),
        ],
    ),
    q(
        "What would you take on a picnic?",
        &[
            a("🪁 A kite I built and painted myself", &[R, A]),
            a("🐞 A bug jar and a notebook", &[I, C]),
            a("🥪 Snacks to share and a game to lead", &[S, E]),
        ],
    ),
];
