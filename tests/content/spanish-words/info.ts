/**
 * Words the Spanish About, Privacy and Terms pages need that dictionary-es lacks, each the term a
 * Spanish privacy notice or developer page uses as it is: `API`, `IP` (dirección IP), `JSON`,
 * `JavaScript`, `Analytics` (from Google Analytics), `cookie`/`cookies` (the word every Spanish
 * browser's settings use) and `bot`/`bots` (in the DLE, missing from the dictionary).
 */
export default ['API', 'IP', 'JSON', 'JavaScript', 'Analytics', 'cookie', 'cookies', 'bot', 'bots'];
