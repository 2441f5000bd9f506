import { strToU8, zipSync } from 'fflate';

/** A LinkedIn data export as LinkedIn writes it (its column names), with files the import ignores. */
export const LINKEDIN_EXPORT = {
  'Profile.csv':
    'First Name,Last Name,Maiden Name,Address,Birth Date,Headline,Summary,Industry,Zip Code,Geo Location,Twitter Handles,Websites,Instant Messengers\n' +
    'Ada,Lovelace,,,,"Analyst, Programmer","Wrote the first program.\nLoves ""poetical science"".",Computer Software,,"London, United Kingdom",[ada],"[PORTFOLIO:https://ada.example.org],[BLOG:https://blog.example.org]",\n',
  'Positions.csv':
    'Company Name,Title,Description,Location,Started On,Finished On\n' +
    'Analytical Engines Ltd,Programmer,"Wrote the program for Bernoulli numbers.\n• Published the notes\n• Corrected Menabrea\'s paper",London,Mar 2021,\n' +
    'Babbage & Co,Assistant,Translated the paper.,,Jan 2019,Feb 2021\n',
  'Education.csv':
    'School Name,Start Date,End Date,Notes,Degree Name,Activities\n' +
    'University of London,2015,2018,Thesis on engines,BSc Mathematics,Chess club\n',
  'Skills.csv': 'Name\nMathematics\nPoetical science\nMathematics\n',
  'Certifications.csv':
    'Name,Url,Authority,Started On,Finished On,License Number\n' +
    'Difference Engine Operator,https://cert.example.org/1,Royal Society,Mar 2020,,DE-42\n',
  'Connections.csv': 'Notes:\n"When exporting..."\n\nFirst Name,Last Name\nCharles,Babbage\n',
  'messages.csv': 'FROM,TO\nx,y\n',
};

/** The export as LinkedIn's zip (files at the top level), optionally inside a folder. */
export const linkedInZip = (folder = ''): Uint8Array =>
  zipSync(
    Object.fromEntries(
      Object.entries(LINKEDIN_EXPORT).map(([name, text]) => [`${folder}${name}`, strToU8(text)]),
    ),
  );
