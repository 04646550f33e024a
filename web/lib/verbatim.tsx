/**
 * Text a person wrote (a name, a reason, a message), for a placeholder of `<Trans>`:
 * `<Trans>Edit {ph({ name: verbatim(name) })}</Trans>`. Lingui reads tags in the strings it puts
 * into a message, so a listing named "<b>Gree</b> AC" would lose its "<b>" and "</b>"; an element
 * is put in whole, and React shows its text as written. The message keeps its placeholder's name.
 */
export const verbatim = (text: string | null | undefined) => <>{text}</>;
