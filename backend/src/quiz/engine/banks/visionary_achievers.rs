//! 16-18, Visionary Achievers: mature questions about study and work, each with a context line and
//! a description under every answer.

use super::{A, BankQuestion, C, E, I, R, S, ad, qc};

/// The 16-18 bank.
pub(crate) static BANK: &[BankQuestion] = &[
    qc(
        "Thinking about the years after school.",
        "Which kind of work would you most like to wake up to?",
        &[
            ad("Solving technical problems hands-on", "Installing, repairing or building things people rely on.", &[R]),
            ad("Investigating questions nobody has answered yet", "Research, analysis and careful experiments.", &[I]),
            ad("Creating original work", "Design, writing, music, film or performance.", &[A]),
            ad(
                "Supporting people to learn, heal or grow",
                "Teaching, counselling, health care or community work.",
                &[S],
            ),
            ad(
                "Leading a venture and managing its finances",
                "Starting, running and growing an organisation.",
                &[E, C],
            ),
        ],
    ),
    qc(
        "University, college, apprenticeship or straight into work.",
        "Which learning path appeals to you most?",
        &[
            ad(
                "A technical apprenticeship or TVET course",
                "Learning a trade on real equipment with a qualified mentor.",
                &[R],
            ),
            ad("A science degree with lab research", "Biology, chemistry, physics or mathematics in depth.", &[I]),
            ad("A creative arts, media or design programme", "Building a portfolio and a style of your own.", &[A]),
            ad(
                "Education, nursing or social work training",
                "Preparing to work closely with people who need you.",
                &[S],
            ),
            ad(
                "A business, law or finance programme",
                "Learning how organisations are led, governed and funded.",
                &[E, C],
            ),
        ],
    ),
    qc(
        "You have joined a start-up as an intern.",
        "Which task would you volunteer for?",
        &[
            ad(
                "Setting up the office network and hardware",
                "Cables, routers, laptops: making the tech actually work.",
                &[R],
            ),
            ad(
                "Analysing user data to find what isn't working",
                "Spreadsheets, patterns and evidence-based recommendations.",
                &[I, C],
            ),
            ad("Redesigning the brand and the website", "Colours, type, layout and the story the company tells.", &[A]),
            ad("Running customer support and onboarding", "Helping new users succeed and feel welcome.", &[S]),
            ad("Pitching to new clients", "Finding leads, persuading and closing deals.", &[E]),
        ],
    ),
    qc(
        "Your county government asks young people for ideas.",
        "Which problem would you take on?",
        &[
            ad("Unreliable roads and water pipes", "Infrastructure: surveying, building and maintaining.", &[R]),
            ad(
                "A rise in a preventable disease",
                "Public-health research: tracing causes and testing solutions.",
                &[I],
            ),
            ad(
                "A local language and culture that is fading",
                "Recording and reviving it through media and the arts.",
                &[A],
            ),
            ad("Youth unemployment", "Mentoring, skills training and creating new jobs.", &[S, E]),
            ad("Lost revenue and messy records", "Digitising records and tightening financial controls.", &[C]),
        ],
    ),
    qc(
        "Picture yourself at thirty.",
        "Which description would make you proudest?",
        &[
            ad("A respected engineer or technician", "Known for building things that work and last.", &[R]),
            ad("A scientist whose work is published", "Adding something new to what humanity knows.", &[I]),
            ad("An artist with a recognisable style", "People know your work the moment they see or hear it.", &[A]),
            ad("A teacher or health worker people trust", "Whole communities are better off because of you.", &[S]),
            ad("A founder running a well-organised company", "You created jobs and run them responsibly.", &[E, C]),
        ],
    ),
    qc(
        "Group assignments at school or college.",
        "Which role do you naturally fall into?",
        &[
            ad("The one who builds the demo and makes it run to spec", "Practical, precise and hands-on.", &[R, C]),
            ad("The one who digs into the research", "You want the evidence before anyone decides.", &[I]),
            ad("The one with the original concept", "You see an angle nobody else thought of.", &[A]),
            ad("The one who keeps the team together", "You notice when someone is left out and bring them in.", &[S]),
            ad("The one who presents and persuades", "You are happy in front of an audience.", &[E]),
        ],
    ),
    qc(
        "Choosing subjects for your final years.",
        "Which combination would you pick?",
        &[
            ad("Physics and technical drawing", "The foundation for engineering and technical trades.", &[R, I]),
            ad("Literature and fine art", "Reading, writing, making and interpreting.", &[A]),
            ad("Psychology and a foreign language", "Understanding people and talking with more of them.", &[S]),
            ad("Business studies and economics", "How markets, firms and money move.", &[E]),
            ad("Accounting and computer studies", "Accurate records, systems and data.", &[C]),
        ],
    ),
    qc(
        "A fully funded gap year.",
        "How would you spend it?",
        &[
            ad("On a conservation project in the bush", "Tracking animals, repairing fences, living outdoors.", &[R]),
            ad("Assisting in a research lab abroad", "Running experiments alongside working scientists.", &[I]),
            ad(
                "Touring with a theatre group that runs school workshops",
                "Performing and helping young people find their voice.",
                &[A, S],
            ),
            ad("Launching a small business", "Testing an idea with real customers.", &[E]),
            ad("Interning at a bank or a statistics office", "Learning how institutions keep reliable numbers.", &[C]),
        ],
    ),
    qc(
        "Ways of measuring success at work.",
        "Which outcome would satisfy you most?",
        &[
            ad(
                "A system you designed running perfectly",
                "Proof that your engineering and analysis were right.",
                &[R, I],
            ),
            ad("An audience moved by your work", "A reaction you created from nothing.", &[A]),
            ad("A client who is better off because of you", "Someone's health, learning or life has improved.", &[S]),
            ad("A deal closed or a target beaten", "Measurable wins that grow the organisation.", &[E]),
            ad("Accounts that balance to the last cent", "Order, accuracy and trust in the numbers.", &[C]),
        ],
    ),
    qc(
        "Technology is changing every career.",
        "Which tech skill would you most like to master?",
        &[
            ad("Robotics and electronics", "Sensors, motors and circuits that act in the real world.", &[R]),
            ad("Data science and databases", "Turning large data sets into reliable answers.", &[I, C]),
            ad("Digital design and animation", "Interfaces, motion graphics and visual storytelling.", &[A]),
            ad("Technology for health or education", "Tools that help patients and learners directly.", &[S]),
            ad("Running an online business", "E-commerce, marketing and growth.", &[E]),
        ],
    ),
    qc(
        "Working conditions matter.",
        "Where would you like to spend most of your working day?",
        &[
            ad("Outdoors or on site", "Farms, building sites, workshops, parks.", &[R]),
            ad("In a lab or at a quiet desk with hard problems", "Long stretches of focused thinking.", &[I]),
            ad("In a studio", "A space to make, rehearse and experiment.", &[A]),
            ad("With patients, students or clients", "Most of your day is spent with people.", &[S]),
            ad(
                "Between meetings, making decisions and managing budgets",
                "Leading, negotiating and planning.",
                &[E, C],
            ),
        ],
    ),
    qc(
        "Plastic waste is piling up in your town.",
        "What would you do about it?",
        &[
            ad(
                "Design and build a machine that turns plastic into bricks",
                "Engineering and testing a real solution.",
                &[R, I],
            ),
            ad("Make a documentary that moves people to act", "Using story and image to change minds.", &[A]),
            ad("Run recycling workshops in schools", "Teaching habits that last a lifetime.", &[S]),
            ad("Start a recycling business that pays collectors", "Making the solution pay for itself.", &[E]),
            ad("Map and track collection points and volumes", "Data that shows what is working.", &[C]),
        ],
    ),
    qc(
        "Thinking about your strengths.",
        "Which comment from a teacher sounds most like you?",
        &[
            ad("\"Practical and analytical.\"", "You understand how things work and can make them work.", &[R, I]),
            ad("\"Imaginative and expressive.\"", "You bring original ideas and say them well.", &[A]),
            ad("\"Trusted and persuasive.\"", "People listen to you and follow your lead.", &[S, E]),
            ad("\"Accurate and dependable.\"", "Your work can be relied on, every time.", &[C]),
        ],
    ),
    qc(
        "Health care needs many kinds of people.",
        "Which health-care role interests you?",
        &[
            ad("Biomedical technician", "Maintaining and repairing hospital equipment.", &[R]),
            ad("Laboratory scientist", "Testing samples to find the cause of illness.", &[I]),
            ad("Health communicator or medical illustrator", "Making health information clear and memorable.", &[A]),
            ad("Nurse or doctor", "Caring for patients directly.", &[S]),
            ad("Hospital administrator", "Running budgets, records and teams.", &[E, C]),
        ],
    ),
    qc(
        "The world of business.",
        "Which department would you join?",
        &[
            ad("Operations and facilities", "Keeping the buildings, machines and supply chain running.", &[R]),
            ad("Research and development", "Inventing and testing the next product.", &[I]),
            ad("Marketing and brand", "Creative campaigns that win customers.", &[A, E]),
            ad("People and training", "Hiring, developing and supporting staff.", &[S]),
            ad("Finance and accounting", "Budgets, reports and controls.", &[C]),
        ],
    ),
    qc(
        "Decisions under pressure.",
        "In a crisis, what do you do first?",
        &[
            ad("Grab the tools and fix what is broken", "You act physically and fast.", &[R]),
            ad("Work out what is really going on", "You diagnose before you treat.", &[I]),
            ad("Come up with an unusual way out", "You improvise when the usual options fail.", &[A]),
            ad("Check that everyone is okay", "People come first.", &[S]),
            ad(
                "Take charge and follow the emergency plan step by step",
                "Clear instructions and a clear procedure.",
                &[E, C],
            ),
        ],
    ),
    qc(
        "Agriculture feeds the continent.",
        "Which role in agriculture appeals to you?",
        &[
            ad(
                "Trialling drought-resistant crops on a working farm",
                "Field science with your hands in the soil.",
                &[R, I],
            ),
            ad("Designing packaging and brands for farm produce", "Helping local food stand out on the shelf.", &[A]),
            ad("Training farmers as an extension officer", "Sharing knowledge village by village.", &[S]),
            ad("Exporting produce to new markets", "Negotiating deals and building trade.", &[E]),
            ad(
                "Managing a cooperative's records and payments",
                "Making sure every farmer is paid fairly and on time.",
                &[C],
            ),
        ],
    ),
    qc(
        "Media and communication.",
        "Which part of a documentary project would you lead?",
        &[
            ad("Building the set and rigging the lighting", "The technical craft behind the camera.", &[R]),
            ad("Fact-checking and investigative research", "Making sure every claim holds up.", &[I, C]),
            ad("Writing and directing the story", "Shaping what the audience feels.", &[A]),
            ad("Interviewing people about their lives", "Earning trust so people open up.", &[S]),
            ad("Selling the film to a broadcaster", "Getting it funded and seen.", &[E]),
        ],
    ),
    qc(
        "Volunteering.",
        "Which volunteer role would you choose?",
        &[
            ad("Rebuilding homes after a flood", "Physical, practical and urgently needed.", &[R]),
            ad("Counting birds for a citizen-science survey", "Careful observation that feeds real research.", &[I]),
            ad("Running art sessions at a children's hospital", "Creativity that lifts people's spirits.", &[A, S]),
            ad("Fundraising for a local charity", "Persuading donors and organising events.", &[E]),
            ad("Keeping the books for a youth club", "Accurate accounts that keep it trustworthy.", &[C]),
        ],
    ),
    qc(
        "How you like to be managed.",
        "Which job description appeals to you?",
        &[
            ad("Clear, hands-on tasks with visible results", "You like knowing exactly what done looks like.", &[R, C]),
            ad("Open problems and creative freedom", "You want room to explore and invent.", &[I, A]),
            ad("Lots of contact with people", "Your day is shaped by the people you serve.", &[S]),
            ad("Targets, responsibility and room to lead", "You want to be trusted with more over time.", &[E]),
        ],
    ),
    qc(
        "Climate change will shape your working life.",
        "How would you like to respond to it?",
        &[
            ad("Install solar and other clean-energy systems", "Skilled technical work that is in demand.", &[R]),
            ad("Model the climate and predict its effects", "Science and computing on a planetary scale.", &[I]),
            ad("Tell the story through art, film or writing", "Helping people feel what the numbers mean.", &[A]),
            ad("Organise communities and lead local climate action", "Bringing people together to adapt.", &[S, E]),
            ad("Audit organisations' carbon emissions", "Accurate measurement that keeps everyone honest.", &[C]),
        ],
    ),
    qc(
        "Reading for pleasure.",
        "Which book would you choose?",
        &[
            ad("A manual on restoring old motorbikes", "Step-by-step mechanical know-how.", &[R]),
            ad("A popular-science book about the brain", "How thinking itself works.", &[I]),
            ad("A prize-winning novel", "Language, character and imagination.", &[A]),
            ad("A memoir by a teacher in a refugee camp", "What it takes to change young lives.", &[S]),
            ad("A biography of a business leader who built a bank", "Vision, risk and careful management.", &[E, C]),
        ],
    ),
    qc(
        "Working with information.",
        "Which task would you happily spend an afternoon on?",
        &[
            ad("Assembling and testing a circuit", "Soldering, measuring and getting it to work.", &[R]),
            ad(
                "Finding the pattern in a messy data set",
                "Cleaning, sorting and analysing until it makes sense.",
                &[I, C],
            ),
            ad("Laying out a magazine spread", "Balancing images, type and space.", &[A]),
            ad("Helping someone plan their next step", "Listening first, then advising.", &[S]),
            ad("Preparing a pitch for investors", "A story and numbers that win support.", &[E]),
        ],
    ),
    qc(
        "Leaving a mark.",
        "What would you like people to say about your career?",
        &[
            ad(
                "\"They built and discovered things that last.\"",
                "A legacy of inventions, structures or findings.",
                &[R, I],
            ),
            ad("\"They created work that changed lives.\"", "A legacy of art that reached people.", &[A, S]),
            ad("\"They built a trusted, well-run organisation.\"", "A legacy of institutions that endure.", &[E, C]),
        ],
    ),
];
