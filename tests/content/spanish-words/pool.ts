/** Names of people and places in the generator's Spanish pool that the Spanish dictionary lacks. */
export default ['Beto', 'Goyo', 'Brayan', 'Querétaro', 'Acapulco'];
