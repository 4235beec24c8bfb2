# Badges: how a child earns one, and what they read after completing an activity. `$theme` is the
# theme's code (science, art, ...), `$name` its name in words (theme-name).

theme-name = { $theme ->
    [science] Sayansi
    [art] Sanaa
    [technology] Teknolojia
    [math] Hisabati
    [music] Muziki
    [reading] Kusoma
    [nature] Mazingira
    [sports] Michezo
   *[community] Jumuiya
}
badge-rule-theme = { $count ->
    [one] Kamilisha shughuli moja ya { $name }
   *[other] Kamilisha shughuli { $count } za { $name }
}
badge-rule-activities = { $count ->
    [one] Kamilisha shughuli yako ya kwanza
   *[other] Kamilisha shughuli { $count }
}
badge-rule-every-theme = Kamilisha shughuli katika kila mada
badge-rule-themes = Kamilisha shughuli katika mada { $count } tofauti
badge-rule-quiz = Maliza chemsha bongo ya taaluma
explorer-badge-name = { $theme ->
    [science] Mvumbuzi wa Sayansi
    [art] Mvumbuzi wa Sanaa
    [technology] Mvumbuzi wa Teknolojia
    [math] Mvumbuzi wa Hisabati
    [music] Mvumbuzi wa Muziki
    [reading] Mvumbuzi wa Kusoma
    [nature] Mvumbuzi wa Mazingira
    [sports] Mvumbuzi wa Michezo
   *[community] Mvumbuzi wa Jumuiya
}
completion-explorer-badge = Umepata beji ya { $badge }!
completion-stars = Hongera! Umepata nyota { $stars }.
