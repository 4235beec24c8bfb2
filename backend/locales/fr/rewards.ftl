# Badges: how a child earns one, and what they read after completing an activity. `$theme` is the
# theme's code (science, art, ...), `$name` its name in words (theme-name).

theme-name = { $theme ->
    [science] Sciences
    [art] Art
    [technology] Technologie
    [math] Maths
    [music] Musique
    [reading] Lecture
    [nature] Nature
    [sports] Sport
   *[community] Communauté
}
badge-rule-theme = { $count ->
    [one] Termine une activité du thème { $name }
   *[other] Termine { $count } activités du thème { $name }
}
badge-rule-activities = { $count ->
    [one] Termine ta première activité
   *[other] Termine { $count } activités
}
badge-rule-every-theme = Termine une activité dans chaque thème
badge-rule-themes = Termine des activités dans { $count } thèmes différents
badge-rule-quiz = Termine le quiz des métiers
explorer-badge-name = { $theme ->
    [science] Explorateur des sciences
    [art] Explorateur de l’art
    [technology] Explorateur de la technologie
    [math] Explorateur des maths
    [music] Explorateur de la musique
    [reading] Explorateur de la lecture
    [nature] Explorateur de la nature
    [sports] Explorateur du sport
   *[community] Explorateur de la communauté
}
completion-explorer-badge = Badge « { $badge } » gagné !
completion-stars = Bravo ! Tu as gagné { $stars } étoiles.
