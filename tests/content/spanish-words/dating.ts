/** Names and loanwords the Spanish dating and gym pages use. */
export default ['Lupe', 'yoga'];
