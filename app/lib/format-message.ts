// The one message formatter (rules/forms/messages.ts), as pages use it: "{name}" placeholders
// filled, unknown ones left as written so a missing parameter is visible rather than blank.
export { formatMessage, textOf } from "../../rules/forms/messages";
