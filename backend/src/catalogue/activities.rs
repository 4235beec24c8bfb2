//! Fun learning activities across every theme and age band: hands-on projects a child can do at
//! home or school with simple, cheap and safe materials.

use super::{Activity, Ages, Difficulty, Theme, illustration};

/// Every activity, in the order the activities page lists them.
pub const ACTIVITIES: &[Activity] = &[
    // ----- Science -----
    Activity {
        slug: "bottle-rain-gauge",
        title: "Bottle Rain Gauge",
        description: "Turn an old bottle into a weather instrument and measure how much rain falls this week.",
        theme: Theme::Science,
        difficulty: Difficulty::Easy,
        ages: Ages(6, 10),
        estimated_minutes: 30,
        image_url: illustration(Theme::Science),
        video_tutorial_url: "",
        project: "You need: a clear plastic bottle, a ruler, tape, a marker, a few small stones and a grown-up with scissors.\n\
1. Ask a grown-up to cut the top off the bottle, about a third of the way down.\n\
2. Put a few stones in the bottom so the wind cannot knock it over.\n\
3. Turn the top upside down and push it into the bottle like a funnel.\n\
4. Tape the ruler to the side with 0 at the top of the stones, or draw lines every centimetre.\n\
5. Put your gauge outside in an open place, away from trees and roofs.\n\
6. Check it at the same time every day, write down the number, then empty it.",
        learning_outcomes: &[
            "How scientists measure weather",
            "Reading a scale in centimetres",
            "Keeping a daily record",
        ],
    },
    Activity {
        slug: "balloon-blow-up-reaction",
        title: "Fizzy Balloon Blow-Up",
        description: "Mix vinegar and baking soda inside a bottle and watch the gas they make blow up a balloon by itself.",
        theme: Theme::Science,
        difficulty: Difficulty::Easy,
        ages: Ages(6, 11),
        estimated_minutes: 20,
        image_url: illustration(Theme::Science),
        video_tutorial_url: "",
        project: "You need: a small empty bottle, a balloon, kitchen vinegar, baking soda, a spoon and a paper funnel.\n\
1. Pour vinegar into the bottle until it is about a third full.\n\
2. Roll paper into a funnel and use it to put two spoons of baking soda inside the balloon.\n\
3. Stretch the neck of the balloon over the bottle top, letting the balloon hang down to the side.\n\
4. Lift the balloon up so the baking soda falls into the vinegar.\n\
5. Watch it fizz and the balloon fill up. Try again with more or less baking soda and compare.\n\
6. Clean up with water and keep the mix away from your eyes.",
        learning_outcomes: &["Some mixtures make a new gas", "Gas takes up space", "Changing one thing in a test"],
    },
    Activity {
        slug: "bean-sprout-lab",
        title: "Bean Sprout Lab",
        description: "Grow beans in light and in the dark and keep a lab diary to find out what seeds really need.",
        theme: Theme::Science,
        difficulty: Difficulty::Medium,
        ages: Ages(8, 14),
        estimated_minutes: 30,
        image_url: illustration(Theme::Science),
        video_tutorial_url: "",
        project: "You need: 6 dry beans, 2 clear cups or jars, cotton wool or tissue, water, a notebook and a pencil.\n\
1. Fill both cups with damp cotton wool and push 3 beans against the side of each cup so you can see them.\n\
2. Put one cup on a sunny windowsill and the other in a dark cupboard.\n\
3. Write a guess: which cup will grow faster, and why?\n\
4. Every day, add a little water to keep both damp and measure the longest shoot with a ruler.\n\
5. After 7 days, draw both cups and write your results in a table.\n\
6. Was your guess right? Write one sentence about what you found out.",
        learning_outcomes: &["What seeds need to grow", "Making a fair test", "Recording results in a table"],
    },
    Activity {
        slug: "muddy-water-filter",
        title: "Muddy Water Filter Challenge",
        description: "Build a layered filter from sand, gravel and cloth and see how clear you can make muddy water.",
        theme: Theme::Science,
        difficulty: Difficulty::Medium,
        ages: Ages(10, 16),
        estimated_minutes: 45,
        image_url: illustration(Theme::Science),
        video_tutorial_url: "",
        project: "You need: a plastic bottle, a cup, clean sand, small gravel, a piece of cloth, charcoal pieces if you have them, muddy water and a grown-up with scissors.\n\
1. Ask a grown-up to cut the bottle in half. Turn the top half upside down into the bottom half.\n\
2. Put the cloth in the neck, then layers of charcoal, sand and gravel on top.\n\
3. Keep a little muddy water in a cup to compare later.\n\
4. Pour the muddy water in slowly and watch what comes out.\n\
5. Compare the two cups. Change the order or thickness of the layers and test again.\n\
6. Important: filtered water is still NOT safe to drink. Only boiling or proper treatment makes it safe.",
        learning_outcomes: &[
            "How filters trap dirt",
            "Why clean water needs treatment",
            "Improving a design by testing",
        ],
    },
    Activity {
        slug: "pendulum-timer-experiment",
        title: "Pendulum Physics Lab",
        description: "Build a pendulum with string and a stone, time its swings, and plot a graph to discover the rule hiding inside.",
        theme: Theme::Science,
        difficulty: Difficulty::Hard,
        ages: Ages(13, 18),
        estimated_minutes: 60,
        image_url: illustration(Theme::Science),
        video_tutorial_url: "",
        project: "You need: string, a small stone or a bunch of keys, tape, a ruler, a phone stopwatch, paper and a pencil.\n\
1. Tie the weight to the string and tape the top to a table edge so it swings freely.\n\
2. Set the string to 20 cm. Pull it a little to the side, let go and time 10 full swings. Divide by 10.\n\
3. Repeat for 40, 60, 80 and 100 cm, doing each length twice and taking the average.\n\
4. Now keep the length the same and try a heavier weight. Does the time change?\n\
5. Draw a graph: length along the bottom, time for one swing up the side.\n\
6. Describe the pattern. Bonus: plot time squared against length and see if you get a straight line.",
        learning_outcomes: &["Controlling variables", "Averaging to reduce error", "Plotting and reading a graph"],
    },
    // ----- Art -----
    Activity {
        slug: "leaf-print-art",
        title: "Leaf Print Picture",
        description: "Paint the back of real leaves and press them onto paper to make a beautiful forest of prints.",
        theme: Theme::Art,
        difficulty: Difficulty::Easy,
        ages: Ages(6, 9),
        estimated_minutes: 25,
        image_url: illustration(Theme::Art),
        video_tutorial_url: "",
        project: "You need: leaves of different shapes, paint or thick coloured juice from berries, a brush or sponge, paper and old newspaper.\n\
1. Collect fallen leaves with different shapes and sizes.\n\
2. Cover your table with newspaper.\n\
3. Paint the bumpy back of a leaf with a thin layer of paint.\n\
4. Press it paint-side down on your paper, rub gently, then peel it off.\n\
5. Use different colours and leaves to fill the page, then add a sun, birds or animals with your brush.",
        learning_outcomes: &["Making prints", "Noticing shapes and patterns in nature", "Mixing and choosing colours"],
    },
    Activity {
        slug: "bottle-cap-mosaic",
        title: "Bottle Cap Mosaic",
        description: "Collect bottle caps in every colour and arrange them into a bright picture, just like mosaic artists do.",
        theme: Theme::Art,
        difficulty: Difficulty::Medium,
        ages: Ages(7, 13),
        estimated_minutes: 45,
        image_url: illustration(Theme::Art),
        video_tutorial_url: "",
        project: "You need: lots of washed bottle caps, a piece of cardboard, a pencil and glue.\n\
1. Sort your caps into piles by colour.\n\
2. Draw a simple big shape on the cardboard, like a fish, a sun or the first letter of your name.\n\
3. Lay the caps on your drawing without glue first and move them until you like it.\n\
4. Fill the background with a different colour so your shape stands out.\n\
5. Glue the caps down one by one and let it dry flat.\n\
6. Give your mosaic a title and hang it up.",
        learning_outcomes: &["How mosaics are made", "Using contrast so shapes stand out", "Reusing waste creatively"],
    },
    Activity {
        slug: "comic-strip-story",
        title: "Make Your Own Comic",
        description: "Invent a hero, plan a short adventure, and draw it as a six-panel comic strip with speech bubbles.",
        theme: Theme::Art,
        difficulty: Difficulty::Medium,
        ages: Ages(9, 15),
        estimated_minutes: 50,
        image_url: illustration(Theme::Art),
        video_tutorial_url: "",
        project: "You need: paper, a ruler, a pencil, an eraser and coloured pens or pencils.\n\
1. Invent a hero: give them a name, a special skill and a problem to solve.\n\
2. Plan six moments of the story in one line each: beginning, problem, two tries, big moment, ending.\n\
3. Use the ruler to draw six boxes on your paper.\n\
4. Sketch each moment in pencil. Draw close-ups for feelings and wide views for places.\n\
5. Add speech bubbles and sound words like WHOOSH, then go over the lines in pen.\n\
6. Colour it in and show it to someone. Ask them to tell you what happened.",
        learning_outcomes: &["Telling a story in pictures", "Planning before drawing", "Showing feelings with faces"],
    },
    Activity {
        slug: "design-a-kanga",
        title: "Design Your Own Kanga",
        description: "Design a printed cloth in the East African kanga style, with a border, a central pattern and your own saying.",
        theme: Theme::Art,
        difficulty: Difficulty::Medium,
        ages: Ages(12, 18),
        estimated_minutes: 60,
        image_url: illustration(Theme::Art),
        video_tutorial_url: "",
        project: "You need: a large sheet of paper, a ruler, a pencil, coloured pens or paint, and a kanga at home to look at if you have one.\n\
1. Look closely at a real kanga or picture of one: notice the border, the centre and the saying.\n\
2. Draw a rectangle and a wide border inside it. Fill the border with a repeating pattern.\n\
3. Design one bold shape for the centre, like a flower, a fish or a star, and repeat or mirror it.\n\
4. Choose a limited palette of three or four colours that look good together.\n\
5. Write a short saying of your own, kind or wise, in a strip near the bottom.\n\
6. Colour it neatly and explain your choices to a friend or family member.",
        learning_outcomes: &[
            "Repeating and mirroring patterns",
            "Choosing a colour palette",
            "Textile design in East African culture",
        ],
    },
    // ----- Technology -----
    Activity {
        slug: "paper-cup-telephone",
        title: "Paper Cup Telephone",
        description: "Send your voice along a string between two cups and discover how sound travels.",
        theme: Theme::Technology,
        difficulty: Difficulty::Easy,
        ages: Ages(6, 10),
        estimated_minutes: 20,
        image_url: illustration(Theme::Technology),
        video_tutorial_url: "",
        project: "You need: two paper cups or small tins with smooth edges, a long piece of string, a pencil and a friend.\n\
1. Ask a grown-up to help poke a small hole in the bottom of each cup with a pencil.\n\
2. Push the string through each hole and tie a big knot inside so it cannot slip out.\n\
3. Each person takes a cup and walks back until the string is tight.\n\
4. One person talks into the cup while the other holds it to their ear.\n\
5. Try it with the string loose, then tight. Which works better? Why do you think so?",
        learning_outcomes: &["Sound is a vibration", "How early telephones worked", "Testing an idea and comparing"],
    },
    Activity {
        slug: "human-robot-coding",
        title: "Program a Human Robot",
        description: "Write arrow commands to guide a friend, your 'robot', across a grid to the treasure, with no computer needed.",
        theme: Theme::Technology,
        difficulty: Difficulty::Easy,
        ages: Ages(6, 11),
        estimated_minutes: 25,
        image_url: illustration(Theme::Technology),
        video_tutorial_url: "",
        project: "You need: chalk or 16 sheets of paper to make a 4 by 4 grid, a small 'treasure' like a bottle cap, paper, a pencil and a friend.\n\
1. Make a 4 by 4 grid of squares on the floor or ground.\n\
2. Put the treasure on one square and stand your robot friend on another.\n\
3. On paper, write the program using only arrows: forward, turn left, turn right.\n\
4. Read the program out loud one step at a time. The robot must do exactly what it says.\n\
5. If the robot misses, find the bug in your program and fix it.\n\
6. Swap roles, and add a 'wall' square the robot must go around.",
        learning_outcomes: &["What a program is", "Giving exact step-by-step instructions", "Finding and fixing bugs"],
    },
    Activity {
        slug: "binary-bead-bracelet",
        title: "Binary Name Bracelet",
        description: "Learn how computers store letters using only 0s and 1s, then wear your name in secret binary code.",
        theme: Theme::Technology,
        difficulty: Difficulty::Medium,
        ages: Ages(9, 14),
        estimated_minutes: 40,
        image_url: illustration(Theme::Technology),
        video_tutorial_url: "",
        project: "You need: string or wool, beads or pasta pieces in two colours (plus a third colour as a separator), paper and a pencil.\n\
1. Number the letters A=1, B=2, C=3 and so on up to Z=26.\n\
2. Write the 5 place values 16, 8, 4, 2, 1. For each letter, pick the values that add up to its number: a 1 where you use it, a 0 where you do not. B = 2 = 00010.\n\
3. Write the 5-digit code for every letter of your first name.\n\
4. Choose one colour for 0 and one colour for 1.\n\
5. Thread the beads letter by letter, with a separator bead between letters.\n\
6. Tie it on and challenge a friend to decode your name.",
        learning_outcomes: &["How computers store information", "Counting in binary", "Encoding and decoding"],
    },
    Activity {
        slug: "paper-app-prototype",
        title: "Design an App on Paper",
        description: "Think like a real product designer: find a problem in your community and sketch the screens of an app that solves it.",
        theme: Theme::Technology,
        difficulty: Difficulty::Hard,
        ages: Ages(13, 18),
        estimated_minutes: 75,
        image_url: illustration(Theme::Technology),
        video_tutorial_url: "",
        project: "You need: paper or index cards, a pencil, a ruler, coloured pens and one or two people to test with.\n\
1. Pick a real problem, for example finding when the water point is open or sharing homework reminders.\n\
2. Write who the user is and the one main thing they want to do with your app.\n\
3. Draw a phone outline on each card and sketch 4 to 6 screens: start, main screen, and each step of the task.\n\
4. Keep buttons big and words short so it works on a small, simple phone.\n\
5. Test it: a friend taps your paper screens with a finger while you swap cards. Do not help them, just watch.\n\
6. Write down where they got stuck, redraw those screens, and test again.",
        learning_outcomes: &["User-centred design", "Wireframing app screens", "Testing with real users and improving"],
    },
    // ----- Math -----
    Activity {
        slug: "bean-market-shop",
        title: "Bean Market Shop",
        description: "Set up a pretend market stall with price tags and pay with beans to practise adding and giving change.",
        theme: Theme::Math,
        difficulty: Difficulty::Easy,
        ages: Ages(6, 8),
        estimated_minutes: 30,
        image_url: illustration(Theme::Math),
        video_tutorial_url: "",
        project: "You need: a handful of dry beans, small items from home (a spoon, a cup, fruit), paper and a pencil.\n\
1. Write a price tag from 1 to 10 beans for each item and set up your stall.\n\
2. Give your customer 20 beans to spend.\n\
3. The customer chooses two items and adds up the price out loud.\n\
4. They pay with beans and the shopkeeper counts them. Is there change to give back?\n\
5. Swap jobs and play again. Then try a 'sale day' where every price is 1 bean cheaper.",
        learning_outcomes: &["Adding and taking away", "Counting money and change", "Using numbers in real life"],
    },
    Activity {
        slug: "paper-tangram-puzzle",
        title: "Fold-and-Tear Tangram",
        description: "Make the seven pieces of an ancient Chinese puzzle from one square of paper, then build animals and shapes.",
        theme: Theme::Math,
        difficulty: Difficulty::Easy,
        ages: Ages(7, 12),
        estimated_minutes: 35,
        image_url: illustration(Theme::Math),
        video_tutorial_url: "",
        project: "You need: a square piece of paper or card, a ruler and a pencil (safety scissors if a grown-up helps).\n\
1. Draw corner to corner to split the square into two big triangles.\n\
2. Split one half into two more large triangles.\n\
3. In the other half, draw a line joining the middles of two sides to cut off a medium triangle.\n\
4. Divide what is left into a small square, a parallelogram and two small triangles: 7 pieces in all.\n\
5. Fold sharply along each line and tear carefully, or cut with a grown-up.\n\
6. Use all seven pieces to make a cat, a house or a boat. Can you put the square back together?",
        learning_outcomes: &[
            "Naming triangles, squares and parallelograms",
            "How shapes fit together",
            "Solving puzzles by trying again",
        ],
    },
    Activity {
        slug: "room-floor-plan-to-scale",
        title: "Draw Your Room to Scale",
        description: "Measure a room with your feet or a tape and draw an accurate floor plan, just like an architect.",
        theme: Theme::Math,
        difficulty: Difficulty::Medium,
        ages: Ages(10, 15),
        estimated_minutes: 60,
        image_url: illustration(Theme::Math),
        video_tutorial_url: "",
        project: "You need: a tape measure or a long string and a ruler, squared paper (or draw your own grid), a pencil.\n\
1. Sketch the room roughly first, with doors, windows and furniture.\n\
2. Measure every wall and big object in centimetres and write the numbers on your sketch.\n\
3. Choose a scale, for example 1 square = 20 cm.\n\
4. Divide each measurement by your scale to find how many squares to draw.\n\
5. Draw the plan neatly with a ruler, adding a key and the scale in the corner.\n\
6. Use your plan to answer: would a new bed or desk fit? Where?",
        learning_outcomes: &["Measuring accurately", "Using scale and division", "Reading plans like architects"],
    },
    Activity {
        slug: "survey-and-chart",
        title: "Survey Detective",
        description: "Ask 20 people a question you care about, turn the answers into a chart, and report what the data shows.",
        theme: Theme::Math,
        difficulty: Difficulty::Medium,
        ages: Ages(11, 18),
        estimated_minutes: 60,
        image_url: illustration(Theme::Math),
        video_tutorial_url: "",
        project: "You need: a notebook, a pencil, a ruler and coloured pens (or a free spreadsheet app on a phone).\n\
1. Choose a clear question with a few possible answers, like 'How do you get to school?'\n\
2. Make a tally table and ask 20 classmates, family members or neighbours, politely.\n\
3. Count the tallies and work out each answer as a fraction and a percentage of 20.\n\
4. Draw a bar chart with a title, labelled axes and an even scale, or make it in a spreadsheet.\n\
5. Write three sentences: what is most common, what surprised you, and one thing you would ask next time.\n\
6. Share your findings with your class or family.",
        learning_outcomes: &[
            "Collecting data fairly",
            "Percentages and bar charts",
            "Drawing conclusions from evidence",
        ],
    },
    Activity {
        slug: "budget-spreadsheet",
        title: "Build a Budget Spreadsheet",
        description: "Plan a real budget for a goal, like a school trip or a small business, using a free spreadsheet app or a paper table.",
        theme: Theme::Math,
        difficulty: Difficulty::Hard,
        ages: Ages(14, 18),
        estimated_minutes: 75,
        image_url: illustration(Theme::Math),
        video_tutorial_url: "",
        project: "You need: a phone or computer with a free spreadsheet app (or squared paper and a calculator), and prices you find out.\n\
1. Choose a goal, for example saving for a bicycle or running a snack stall for a month.\n\
2. Make columns: Item, Quantity, Price each, Total.\n\
3. Find real prices by asking at a shop or checking with a grown-up, and fill in the rows.\n\
4. Use a formula for each total (Quantity times Price) and a SUM for the grand total.\n\
5. Add an Income section and calculate money left over: Income minus Costs.\n\
6. Change one number, like a price rise, and see what happens. Write down how you would balance the budget.",
        learning_outcomes: &[
            "Planning income and costs",
            "Spreadsheet formulas and SUM",
            "Making decisions with numbers",
        ],
    },
    // ----- Music -----
    Activity {
        slug: "bottle-xylophone",
        title: "Water Bottle Xylophone",
        description: "Fill bottles with different amounts of water and tap them to play your own tune.",
        theme: Theme::Music,
        difficulty: Difficulty::Easy,
        ages: Ages(6, 10),
        estimated_minutes: 25,
        image_url: illustration(Theme::Music),
        video_tutorial_url: "",
        project: "You need: 5 to 8 glass bottles or jars of the same size, water, a wooden spoon or pencil, and food colouring if you like.\n\
1. Line up the bottles on a table.\n\
2. Pour a little water in the first, a bit more in the next, and so on until the last is nearly full.\n\
3. Tap each bottle gently near the top with the spoon. Which sounds highest? Which sounds lowest?\n\
4. Add or pour out water until the notes go up like steps.\n\
5. Play a song you know, or make up a new tune and teach it to someone.",
        learning_outcomes: &[
            "High and low sounds (pitch)",
            "How the amount of water changes a note",
            "Playing a simple tune",
        ],
    },
    Activity {
        slug: "bean-shaker-band",
        title: "Bean Shaker Band",
        description: "Make shakers from bottles and seeds, then lead your family in a rhythm band.",
        theme: Theme::Music,
        difficulty: Difficulty::Easy,
        ages: Ages(6, 9),
        estimated_minutes: 20,
        image_url: illustration(Theme::Music),
        video_tutorial_url: "",
        project: "You need: small plastic bottles with lids, dry beans, rice or small stones, tape and stickers or paper to decorate.\n\
1. Put beans in one bottle, rice in another and stones in a third.\n\
2. Close the lids tightly and tape them so nothing spills.\n\
3. Shake each one. Which is loud, which is soft?\n\
4. Decorate your shakers.\n\
5. Clap a pattern like 'long, long, short-short-long' and have your band copy it with the shakers.",
        learning_outcomes: &["Keeping a steady beat", "Loud and soft sounds", "Copying and making rhythms"],
    },
    Activity {
        slug: "shoebox-guitar",
        title: "Shoebox Guitar",
        description: "Build a strummable guitar from a box and rubber bands and find out why strings make different notes.",
        theme: Theme::Music,
        difficulty: Difficulty::Medium,
        ages: Ages(8, 13),
        estimated_minutes: 45,
        image_url: illustration(Theme::Music),
        video_tutorial_url: "",
        project: "You need: a shoebox or small carton, 4 to 6 rubber bands of different thickness, two pencils, tape and a cardboard tube or ruler for the neck.\n\
1. Ask a grown-up to cut a round hole in the middle of the lid. Tape the lid on.\n\
2. Tape the tube or ruler to one end as the neck.\n\
3. Stretch the rubber bands around the box, across the hole.\n\
4. Slide a pencil under the bands at each end of the hole to lift them up.\n\
5. Pluck each band. Put them in order from lowest to highest sound.\n\
6. Press a band down halfway along with one finger and pluck again. What happens to the note?",
        learning_outcomes: &[
            "Vibrating strings make sound",
            "Thickness, tightness and length change pitch",
            "How real guitars work",
        ],
    },
    Activity {
        slug: "write-your-own-song",
        title: "Write and Record Your Own Song",
        description: "Write a verse and a chorus about something that matters to you, put it to a beat, and record it on a phone.",
        theme: Theme::Music,
        difficulty: Difficulty::Medium,
        ages: Ages(11, 18),
        estimated_minutes: 60,
        image_url: illustration(Theme::Music),
        video_tutorial_url: "",
        project: "You need: a notebook, a pencil, something to tap a beat on, and a phone with a free voice recorder app.\n\
1. Pick a topic you feel strongly about: a friend, your town, a dream, a problem you want to fix.\n\
2. Write a chorus of 2 to 4 lines that says the main idea and is easy to sing again and again.\n\
3. Write a verse of 4 to 8 lines that tells a story or gives details. Try to make some line endings rhyme.\n\
4. Tap a steady beat and speak or sing your words to it until the syllables fit.\n\
5. Hum a simple tune for the chorus. Keep it short and catchy.\n\
6. Record verse, chorus, verse, chorus. Listen back and change one thing to make it better.",
        learning_outcomes: &[
            "Song structure: verse and chorus",
            "Rhythm, rhyme and syllables",
            "Expressing ideas through music",
        ],
    },
    // ----- Reading -----
    Activity {
        slug: "picture-story-cards",
        title: "Picture Story Cards",
        description: "Draw four pictures that tell a story, mix them up, and let your family put them back in order.",
        theme: Theme::Reading,
        difficulty: Difficulty::Easy,
        ages: Ages(6, 8),
        estimated_minutes: 25,
        image_url: illustration(Theme::Reading),
        video_tutorial_url: "",
        project: "You need: 4 pieces of paper or card, crayons or pencils.\n\
1. Think of a short story: a beginning, two things that happen, and an ending.\n\
2. Draw one part of the story on each card.\n\
3. Under each picture, write one word or short sentence, like 'The goat runs away'.\n\
4. Mix the cards up and ask someone to put them in order.\n\
5. Tell the story out loud together. Can you add a new card to make it longer?",
        learning_outcomes: &[
            "Story order: beginning, middle and end",
            "Connecting words and pictures",
            "Retelling a story",
        ],
    },
    Activity {
        slug: "fold-a-mini-book",
        title: "Fold-a-Book Author",
        description: "Turn one sheet of paper into an eight-page mini book and write and illustrate your very own story.",
        theme: Theme::Reading,
        difficulty: Difficulty::Medium,
        ages: Ages(7, 12),
        estimated_minutes: 45,
        image_url: illustration(Theme::Reading),
        video_tutorial_url: "",
        project: "You need: one sheet of A4 paper, pencils or crayons (safety scissors with a grown-up's help).\n\
1. Fold the paper in half three times, then open it: you will see 8 boxes.\n\
2. Fold it in half the short way. From the folded edge, cut or carefully tear along the middle crease, stopping halfway across.\n\
3. Open it, fold it long-ways again, and push the ends together so the slit opens into a little book.\n\
4. Plan your story: a character, a problem, and how it gets solved.\n\
5. Write the title and your name on the cover, then one part of the story on each page with a picture.\n\
6. Read your book aloud to someone younger.",
        learning_outcomes: &["Planning a story", "Writing full sentences", "How books are put together"],
    },
    Activity {
        slug: "book-talk-trailer",
        title: "Book Trailer Reporter",
        description: "Read a book you love and make a one-minute 'trailer' that makes everyone want to read it, without spoiling the ending.",
        theme: Theme::Reading,
        difficulty: Difficulty::Medium,
        ages: Ages(9, 15),
        estimated_minutes: 40,
        image_url: illustration(Theme::Reading),
        video_tutorial_url: "",
        project: "You need: a book you have finished, paper, a pencil, and a phone to record with if you have one.\n\
1. Write the title, the author and the main character's name.\n\
2. Write one exciting sentence about the problem the character faces.\n\
3. Choose a short, gripping line from the book to read aloud.\n\
4. Write a question that hooks the listener, like 'Will she find her way home?'\n\
5. Practise, then perform or record your trailer in about one minute.\n\
6. Tell the audience who would love this book and why, but never tell the ending!",
        learning_outcomes: &["Summarising a story", "Persuasive speaking", "Talking about characters and plot"],
    },
    Activity {
        slug: "spoken-word-poem",
        title: "Spoken Word Poem",
        description: "Write a powerful poem about who you are and where you come from, then perform it out loud.",
        theme: Theme::Reading,
        difficulty: Difficulty::Medium,
        ages: Ages(13, 18),
        estimated_minutes: 45,
        image_url: illustration(Theme::Reading),
        video_tutorial_url: "",
        project: "You need: a notebook, a pen, a quiet place to practise, and an audience (even one person).\n\
1. Brainstorm for 5 minutes: sounds, smells, foods, words and people from your home and your day.\n\
2. Start each line with 'I am from...' and fill it with your most vivid details.\n\
3. Choose your strongest 10 to 16 lines and put them in an order that builds to a strong ending.\n\
4. Read it aloud and cut any word that does not add power.\n\
5. Mark where to pause, slow down or speak louder.\n\
6. Perform it with eye contact. Afterwards, ask your listener which line stayed with them.",
        learning_outcomes: &["Using vivid imagery", "Editing your own writing", "Performing with confidence"],
    },
    // ----- Nature -----
    Activity {
        slug: "bug-hotel",
        title: "Build a Bug Hotel",
        description: "Build a cosy home for beetles, ladybirds and other tiny garden helpers, then watch who checks in.",
        theme: Theme::Nature,
        difficulty: Difficulty::Easy,
        ages: Ages(6, 10),
        estimated_minutes: 40,
        image_url: illustration(Theme::Nature),
        video_tutorial_url: "",
        project: "You need: a plastic bottle with both ends cut off by a grown-up (or a small box), dry leaves, sticks, grass, pine cones, bark and string.\n\
1. Collect natural materials that have already fallen on the ground.\n\
2. Pack them tightly into the bottle or box so they do not fall out.\n\
3. Tie string around it and hang or place it in a quiet, shady spot near plants.\n\
4. Check it every few days. Look, but do not touch the bugs.\n\
5. Draw each visitor you see and find out its name.",
        learning_outcomes: &["Small creatures need homes too", "Observing without disturbing", "How bugs help gardens"],
    },
    Activity {
        slug: "bird-watch-tally",
        title: "Bird Watch Tally",
        description: "Sit quietly for 15 minutes, count the birds you see, and start your own nature survey.",
        theme: Theme::Nature,
        difficulty: Difficulty::Easy,
        ages: Ages(7, 13),
        estimated_minutes: 30,
        image_url: illustration(Theme::Nature),
        video_tutorial_url: "",
        project: "You need: a notebook, a pencil, a watch or phone timer, and a quiet spot outside.\n\
1. Choose a spot where you can see trees, sky or a garden. Sit still and quiet.\n\
2. Set a timer for 15 minutes.\n\
3. For every bird you see, write a tally mark next to its colour, size or name.\n\
4. Draw a quick sketch of a bird you do not know: beak shape, colours, tail.\n\
5. Ask a grown-up or look in a book to name it.\n\
6. Repeat on another day or at another time. Do you see more birds in the morning or the evening?",
        learning_outcomes: &["Careful observation", "Recording with tally marks", "Getting to know local birds"],
    },
    Activity {
        slug: "bottle-kitchen-garden",
        title: "Bottle Kitchen Garden",
        description: "Grow sukuma wiki, spinach or herbs in recycled bottles and harvest your own greens.",
        theme: Theme::Nature,
        difficulty: Difficulty::Medium,
        ages: Ages(9, 14),
        estimated_minutes: 45,
        image_url: illustration(Theme::Nature),
        video_tutorial_url: "",
        project: "You need: 2 or 3 large plastic bottles, soil, a little compost or dried manure, seeds or seedlings, water and a grown-up with scissors.\n\
1. Ask a grown-up to cut a window in the side of each bottle and make small drainage holes in the bottom.\n\
2. Mix soil with compost and fill each bottle.\n\
3. Plant 2 or 3 seeds about 1 cm deep, or one seedling, and water gently.\n\
4. Place them where they get morning sun. Hang them on a fence to save space.\n\
5. Water a little every day and write down when the first leaves appear.\n\
6. When leaves are big enough, pick the outer ones and let the centre keep growing.",
        learning_outcomes: &["What plants need to grow", "Growing food in small spaces", "Reusing plastic"],
    },
    Activity {
        slug: "map-local-water-sources",
        title: "Map Your Water Sources",
        description: "Make a map of where water comes from in your area, talk to the people who use it, and suggest one way to protect it.",
        theme: Theme::Nature,
        difficulty: Difficulty::Hard,
        ages: Ages(13, 18),
        estimated_minutes: 90,
        image_url: illustration(Theme::Nature),
        video_tutorial_url: "",
        project: "You need: a large sheet of paper, pencils, coloured pens, a notebook, and a grown-up or friend to go with you.\n\
1. List every water source you know nearby: taps, water kiosks, wells, boreholes, rain tanks, rivers or ponds.\n\
2. With a grown-up, walk the area and mark each one on your map with a symbol and a key. Stay away from deep water and open wells.\n\
3. For each source, note: Is it covered? Is there rubbish nearby? Who uses it and for what?\n\
4. Politely ask two or three users how far they walk and whether the water is ever dirty or dry.\n\
5. Colour-code the sources: green for well protected, yellow for some problems, red for big problems.\n\
6. Write a short report with one realistic idea to protect a source, and share it with your school or community leader.",
        learning_outcomes: &[
            "Mapping with a key and symbols",
            "How water gets polluted",
            "Interviewing and reporting to a community",
        ],
    },
    // ----- Sports -----
    Activity {
        slug: "plastic-bag-football",
        title: "Make Your Own Football",
        description: "Roll up old plastic bags and string into a sturdy football, just like champions did when they were young.",
        theme: Theme::Sports,
        difficulty: Difficulty::Easy,
        ages: Ages(6, 12),
        estimated_minutes: 30,
        image_url: illustration(Theme::Sports),
        video_tutorial_url: "",
        project: "You need: 15 to 20 old plastic bags, strong string or strips of cloth, and an old sock if you have one.\n\
1. Scrunch a few bags into a tight ball for the core.\n\
2. Wrap more bags around it one at a time, squeezing hard to keep it round.\n\
3. When it is about the size of a real football, wind string around it in many directions, crossing over like a net.\n\
4. Pull the string tight and tie it off. Pull a sock over it for a smoother ball if you like.\n\
5. Test it: kick, pass and dribble. Add string where it gets loose.",
        learning_outcomes: &[
            "Recycling into something useful",
            "Making a round, balanced shape",
            "Ball skills: passing and dribbling",
        ],
    },
    Activity {
        slug: "backyard-obstacle-course",
        title: "Backyard Obstacle Course",
        description: "Design a course of jumps, crawls and balances, then time everyone and cheer each other on.",
        theme: Theme::Sports,
        difficulty: Difficulty::Easy,
        ages: Ages(6, 10),
        estimated_minutes: 40,
        image_url: illustration(Theme::Sports),
        video_tutorial_url: "",
        project: "You need: safe things from around the home like buckets, a rope, chairs, cushions, a stick, and a watch or phone timer.\n\
1. Choose a flat, open space with no sharp or hard things to fall on.\n\
2. Set up 5 stations, for example: jump over a rope, crawl under a table, walk along a stick line, hop 5 times, throw a ball in a bucket.\n\
3. Draw a map of your course with arrows so everyone knows the way.\n\
4. Walk through it slowly first to check it is safe.\n\
5. Time each person and write down the scores. Try again and beat your own time!",
        learning_outcomes: &["Balance, jumping and coordination", "Designing a fair course", "Being a good sport"],
    },
    Activity {
        slug: "heart-rate-exercise-test",
        title: "Heartbeat Fitness Test",
        description: "Measure your pulse before and after exercise and chart how fast your heart recovers.",
        theme: Theme::Sports,
        difficulty: Difficulty::Medium,
        ages: Ages(10, 16),
        estimated_minutes: 30,
        image_url: illustration(Theme::Sports),
        video_tutorial_url: "",
        project: "You need: a watch or phone timer, a notebook, a pencil and some space to move.\n\
1. Sit still for 2 minutes. Find your pulse on your wrist or neck with two fingers.\n\
2. Count the beats for 15 seconds and multiply by 4. This is your resting heart rate.\n\
3. Do 1 minute of jumping jacks or running on the spot, then measure again straight away.\n\
4. Measure again after 1, 2 and 3 minutes of rest.\n\
5. Draw a line graph of your heart rate over time.\n\
6. Repeat on other days or with a family member and compare. If you ever feel dizzy, stop and rest.",
        learning_outcomes: &["How the heart responds to exercise", "Measuring pulse", "Line graphs over time"],
    },
    Activity {
        slug: "two-week-skipping-challenge",
        title: "Two-Week Skipping Challenge",
        description: "Make a skipping rope, set a goal, and track your progress every day for two weeks.",
        theme: Theme::Sports,
        difficulty: Difficulty::Medium,
        ages: Ages(9, 15),
        estimated_minutes: 20,
        image_url: illustration(Theme::Sports),
        video_tutorial_url: "",
        project: "You need: a rope (or plait three long strips of old cloth into one), a timer, a notebook and a pencil.\n\
1. Check your rope length: stand on the middle and the ends should reach your armpits.\n\
2. Day 1: count how many skips you can do in 1 minute. Write it down.\n\
3. Set a goal for Day 14, for example 20 more skips.\n\
4. Practise for 10 minutes every day, and record your 1-minute count.\n\
5. Draw a chart of your daily scores. Try new tricks like crossing arms or skipping on one foot.\n\
6. On Day 14 test again. Did you reach your goal? What helped most?",
        learning_outcomes: &["Setting and tracking goals", "Building stamina and rhythm", "Practice makes progress"],
    },
    Activity {
        slug: "organise-a-mini-tournament",
        title: "Organise a Mini Tournament",
        description: "Plan and run a real sports tournament for your friends, with teams, fixtures, rules and a results table.",
        theme: Theme::Sports,
        difficulty: Difficulty::Hard,
        ages: Ages(13, 18),
        estimated_minutes: 90,
        image_url: illustration(Theme::Sports),
        video_tutorial_url: "",
        project: "You need: paper, pens, a ball, a safe playing space, a timer and at least 4 small teams of friends.\n\
1. Choose the sport and write simple, fair rules and match length.\n\
2. Make mixed teams so they are even, and let each team pick a name.\n\
3. Draw up fixtures so every team plays every other team once (a round robin).\n\
4. Make a league table: Played, Won, Drawn, Lost, Goals for, Goals against, Points (3 for a win, 1 for a draw).\n\
5. Run the matches, with a referee and a scorekeeper, and update the table after each game.\n\
6. Hold a short final and prize-giving. Afterwards, ask the players what to improve next time.",
        learning_outcomes: &["Event planning and leadership", "Fixtures and league tables", "Fair play and teamwork"],
    },
    // ----- Community -----
    Activity {
        slug: "thank-you-cards",
        title: "Thank-You Card Surprise",
        description: "Make handmade cards for people who help you every day, like a teacher, a cook or the watchman, and deliver them.",
        theme: Theme::Community,
        difficulty: Difficulty::Easy,
        ages: Ages(6, 10),
        estimated_minutes: 25,
        image_url: illustration(Theme::Community),
        video_tutorial_url: "",
        project: "You need: paper or card, crayons or coloured pencils, and maybe leaves or fabric scraps to decorate.\n\
1. Make a list of three people who help you: at home, at school or in your neighbourhood.\n\
2. Fold a piece of paper in half to make a card.\n\
3. Draw a picture on the front of the person doing their helpful job.\n\
4. Inside, write 'Thank you for...' and say exactly what they do that you like.\n\
5. Give the cards in person and notice how it makes them, and you, feel.",
        learning_outcomes: &["Noticing people who help us", "Saying thank you in writing", "How kindness spreads"],
    },
    Activity {
        slug: "family-recipe-book",
        title: "Family Recipe Book",
        description: "Collect favourite family recipes from relatives and make a recipe book to share with everyone.",
        theme: Theme::Community,
        difficulty: Difficulty::Medium,
        ages: Ages(8, 14),
        estimated_minutes: 60,
        image_url: illustration(Theme::Community),
        video_tutorial_url: "",
        project: "You need: paper, a pencil, coloured pens, a stapler or string, and family members to talk to.\n\
1. Ask three relatives or neighbours for a favourite dish, like chapati, pilau or mandazi.\n\
2. For each one, write the ingredients with amounts and the steps in order. Ask about any step you do not understand.\n\
3. Ask who taught them the recipe and when they make it, and write that story at the top.\n\
4. Draw a picture of each dish. If you help cook it, a grown-up handles the stove and knives.\n\
5. Make a cover and a contents page, then bind the pages with staples or string.\n\
6. Share it at a family meal and ask if anyone wants to add a recipe.",
        learning_outcomes: &["Interviewing and listening", "Writing clear instructions", "Valuing family traditions"],
    },
    Activity {
        slug: "interview-a-grandparent",
        title: "Interview a Grandparent",
        description: "Interview a grandparent or older neighbour about their work and childhood and write their life story.",
        theme: Theme::Community,
        difficulty: Difficulty::Medium,
        ages: Ages(9, 15),
        estimated_minutes: 45,
        image_url: illustration(Theme::Community),
        video_tutorial_url: "",
        project: "You need: a notebook, a pencil, and a phone to record with (only if they agree).\n\
1. Choose an older person and politely ask if you may interview them.\n\
2. Write 6 to 8 open questions, for example: What was your first job? What did you play as a child? What changed the most?\n\
3. Sit together somewhere quiet. Listen carefully and ask 'Can you tell me more?'\n\
4. Take notes of their best words and stories.\n\
5. Write a one-page story about their life and work, with a title and a drawing or photo.\n\
6. Read it to them, thank them, and give them a copy.",
        learning_outcomes: &[
            "Asking good questions",
            "Learning history from real people",
            "Respect for elders' experience",
        ],
    },
    Activity {
        slug: "neighbourhood-helper-map",
        title: "Neighbourhood Helper Map",
        description: "Draw a map of your neighbourhood showing the places and people that help the community.",
        theme: Theme::Community,
        difficulty: Difficulty::Medium,
        ages: Ages(8, 13),
        estimated_minutes: 50,
        image_url: illustration(Theme::Community),
        video_tutorial_url: "",
        project: "You need: a big sheet of paper, pencils, coloured pens and a grown-up to walk with.\n\
1. Walk around your area with a grown-up and notice important places: clinic, school, market, water point, place of worship, bus stop.\n\
2. Draw the main roads or paths first, then add each place with a small picture.\n\
3. Make a key that explains your symbols.\n\
4. Next to each place, write who works there and how they help, like 'The nurse checks that babies are healthy'.\n\
5. Add a star where you could help too, such as picking up litter or reading to little ones.\n\
6. Put your map on the wall and show a visitor around it.",
        learning_outcomes: &["Drawing maps with a key", "Knowing community helpers", "Finding ways to help"],
    },
    Activity {
        slug: "community-voices-podcast",
        title: "Community Voices Podcast",
        description: "Plan, record and edit a short podcast episode that tells the story of a person or project making your community better.",
        theme: Theme::Community,
        difficulty: Difficulty::Hard,
        ages: Ages(13, 18),
        estimated_minutes: 90,
        image_url: illustration(Theme::Community),
        video_tutorial_url: "",
        project: "You need: a phone with a free voice recorder or audio editing app, a notebook, a quiet room and a guest.\n\
1. Choose a guest: a youth group leader, a farmer, a teacher, or someone running a clean-up.\n\
2. Ask their permission to record and share, and plan 6 to 8 questions with a strong opening question.\n\
3. Write a 30-second introduction: name your show, introduce yourself and your guest.\n\
4. Record in a quiet place with the phone about a hand's length from the speaker's mouth.\n\
5. Trim long pauses and mistakes in an editing app, and add your intro and a thank-you outro.\n\
6. Play the 5 to 10 minute episode for your guest first, then share it with your class or family.",
        learning_outcomes: &[
            "Interviewing and storytelling",
            "Recording and editing audio",
            "Celebrating people who serve others",
        ],
    },
    Activity {
        slug: "kindness-challenge-week",
        title: "Kindness Challenge Week",
        description: "Plan one small act of kindness for each day of the week and keep a journal of what happens.",
        theme: Theme::Community,
        difficulty: Difficulty::Easy,
        ages: Ages(7, 16),
        estimated_minutes: 20,
        image_url: illustration(Theme::Community),
        video_tutorial_url: "",
        project: "You need: a notebook or a sheet of paper and a pencil.\n\
1. Draw a table with seven rows, one for each day of the week.\n\
2. Write one kind act for each day, like helping carry water, reading to a younger child or sharing a snack.\n\
3. Each day, do your kind act and tick it off.\n\
4. Write one sentence about how the person reacted and how you felt.\n\
5. At the end of the week, choose your favourite act and invite a friend or sibling to try the challenge too.",
        learning_outcomes: &["Empathy for others", "Planning and following through", "Reflecting on feelings"],
    },
];
