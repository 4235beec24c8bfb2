# The server's own refusals and failures, and checks of request fields shared by several services.
# `$field` is the request field's JSON name, as REST clients and forms know it.

account-gone = akaunti hii haipo tena; ingia tena, au muulize mzazi wako kama iliondolewa
not-implemented = { $method } haipatikani kwenye seva hii
unavailable = huduma ina shughuli nyingi au inaanza upya; tafadhali jaribu tena baada ya muda mfupi
internal = kuna hitilafu upande wetu; tafadhali jaribu tena
not-found = haikupatikana
deadline-passed = muda ambao ombi hili liliweka ({ $header }: { $asked }) umepita kabla jibu halijawa tayari; litume tena ukiwa na muda zaidi
server-timeout = hili limechukua muda mrefu mno; tafadhali jaribu tena baada ya muda mfupi
grpc-timeout-malformed = grpc-timeout { $value } haijaandikwa sawa: tuma hadi tarakimu 8 na kipimo (H, M, S, m, u au n), kama 500m
server-timeout-malformed = { $header } { $value } haijaandikwa sawa: tuma sekunde ambazo seva inaweza kutumia, kama 2.5
request-not-read = { $detail }
unknown-method = hakuna njia hiyo kwenye seva hii; `grpcurl -plaintext HOST list` inaonyesha zilizopo
method-not-allowed = { $method } { $path } si mwito wa API; njia hii inajibu { $allow }

field-required = { $field } inahitajika
field-too-long = { $field } isizidi herufi { $max }
field-too-long-check = { $field } isizidi herufi { $max }; angalia ulichoandika
field-control-characters = { $field } isiwe na herufi za udhibiti
field-hidden-characters = { $field } isiwe na herufi zilizofichwa (kama nafasi zisizoonekana au alama za mwelekeo): andika jina tena
field-mixed-alphabets = { $field } inachanganya herufi za alfabeti tofauti (kama 'а' ya Kisiriliki katikati ya herufi za Kilatini): iandike tena kwa kibodi moja
field-nul = { $field } isiwe na herufi ya NUL (\0)
field-email = { $field } iwe anwani ya barua pepe kama jina@mfano.com
field-phone = { $field } iwe namba ya simu sahihi pamoja na msimbo wa nchi, kama +250 788 123 456
field-date = { $field } iwe tarehe iliyoandikwa YYYY-MM-DD, kama 2015-04-23
language-unknown = { $field } iwe mojawapo ya { $supported } (Kiingereza, Kiswahili, Kifaransa); imepokea { $code }
page-size-negative = pageSize iwe 0 (chaguo-msingi) au zaidi
page-token-unknown = pageToken si mojawapo ya zile orodha hii ilitoa: omba ukurasa wa kwanza tena, bila pageToken
request-id-malformed = requestId iwe UUID, kama 6f1c2a0e-2b8d-4b7e-9a51-3c0d2f4e8b17: mpya kwa kila mwito, ileile unaporudia mwito
request-id-reused = requestId hii ilitumwa na ombi lingine ndani ya saa 24 zilizopita; tuma requestId mpya kwa mwito mpya
request-in-progress = mwito wenye requestId hii bado unaendelea; jaribu tena baada ya muda mfupi upate jibu lake
