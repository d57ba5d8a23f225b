/** Names, acronyms and food words the Spanish dictionary lacks, used on the Spanish dating and gym pages. */
export default ['Lupe', 'yoga', 'SAT', 'tamales'];
