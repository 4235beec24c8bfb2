# Badges: how a child earns one, and what they read after completing an activity. `$theme` is the
# theme's code (science, art, ...), `$name` its name in words (theme-name).

theme-name = { $theme ->
    [science] Science
    [art] Art
    [technology] Technology
    [math] Math
    [music] Music
    [reading] Reading
    [nature] Nature
    [sports] Sports
   *[community] Community
}
badge-rule-theme = { $count ->
    [one] Complete { $theme ->
        [art] an
       *[other] a
    } { $theme } activity
   *[other] Complete { $count } { $theme } activities
}
badge-rule-activities = { $count ->
    [one] Complete your first activity
   *[other] Complete { $count } activities
}
badge-rule-every-theme = Complete an activity in every theme
badge-rule-themes = Complete activities in { $count } different themes
badge-rule-quiz = Finish the career quiz
explorer-badge-name = { $theme ->
    [science] Science Explorer
    [art] Art Explorer
    [technology] Technology Explorer
    [math] Math Explorer
    [music] Music Explorer
    [reading] Reading Explorer
    [nature] Nature Explorer
    [sports] Sports Explorer
   *[community] Community Explorer
}
completion-explorer-badge = { $badge } Badge earned!
completion-stars = Well done! You earned { $stars } stars.
