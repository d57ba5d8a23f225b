/** Words every Spanish page may use: the brand and the names of apps and services people write as they are. */
export default ['Excusely', 'WhatsApp', 'Zoom', 'Teams', 'Slack', 'Google', 'Uber', 'Netflix', 'Instagram', 'TikTok', 'wifi'];
