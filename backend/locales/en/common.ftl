# The server's own refusals and failures, and checks of request fields shared by several services.
# `$field` is the request field's JSON name, as REST clients and forms know it.

account-gone = this account no longer exists; sign in again, or ask your parent if it was removed
not-implemented = { $method } is not implemented on this server
unavailable = the service is busy or restarting; please try again in a moment
internal = something went wrong on our side; please try again
not-found = not found
deadline-passed = the deadline this request set ({ $header }: { $asked }) passed before the answer was ready; send it again with more time
server-timeout = this took too long; please try again in a moment
grpc-timeout-malformed = grpc-timeout { $value } is malformed: send up to 8 digits and a unit (H, M, S, m, u or n), such as 500m
server-timeout-malformed = { $header } { $value } is malformed: send the seconds the server may take, such as 2.5
request-not-read = { $detail }
unknown-method = no such method on this server; `grpcurl -plaintext HOST list` shows the ones there are
method-not-allowed = { $method } { $path } is not an API call; this path answers { $allow }

field-required = { $field } is required
field-too-long = { $field } must be at most { $max } characters
field-too-long-check = { $field } must be at most { $max } characters; check what you typed
field-control-characters = { $field } must not contain control characters
field-hidden-characters = { $field } must not contain hidden characters (such as zero-width spaces or direction marks): type the name again
field-mixed-alphabets = { $field } mixes letters of different alphabets (such as a Cyrillic 'а' among Latin letters): type it again with one keyboard
field-nul = { $field } must not contain a NUL character (\0)
field-email = { $field } must be an email address such as name@example.com
field-phone = { $field } must be a valid phone number with its country code, such as +250 788 123 456
field-date = { $field } must be a date written YYYY-MM-DD, such as 2015-04-23
language-unknown = { $field } must be one of { $supported } (English, Kiswahili, French); got { $code }
page-size-negative = pageSize must be 0 (the default) or more
page-token-unknown = pageToken is not one this list gave: ask for the first page again, without a pageToken
request-id-malformed = requestId must be a UUID, such as 6f1c2a0e-2b8d-4b7e-9a51-3c0d2f4e8b17: a new one for each call, the same one when repeating a call
request-id-reused = this requestId was sent with another request in the last 24 hours; send a new requestId for a new call
request-in-progress = a call with this requestId is still under way; try again in a moment for its answer
