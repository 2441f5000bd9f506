// Copied from resume-parser 1.1.0 (src/dictionary.js). Removed: the require of request,
// cheerio and underscore, the handlers that downloaded GitHub and LinkedIn profile pages
// and the download helper; 'github.com' and 'linkedin.com' stay as profile patterns like
// the other profile sites. Everything else as published.

module.exports = {
  titles: {
    objective: ['objective', 'objectives'],
    summary: ['summary'],
    technology: ['technology', 'technologies'],
    experience: ['experience'],
    education: ['education'],
    skills: ['skills', 'Skills & Expertise', 'technology', 'technologies'],
    languages: ['languages'],
    courses: ['courses'],
    projects: ['projects'],
    links: ['links'],
    contacts: ['contacts'],
    positions: ['positions', 'position'],
    profiles: ['profiles', 'social connect', 'social-profiles', 'social profiles'],
    awards: ['awards'],
    honors: ['honors'],
    additional: ['additional'],
    certification: ['certification', 'certifications'],
    interests: ['interests'],
  },
  profiles: ['github.com', 'linkedin.com', 'facebook.com', 'bitbucket.org', 'stackoverflow.com'],
  inline: {
    //address: 'address',
    skype: 'skype',
  },
  regular: {
    name: [/([A-Z][a-z]*)(\s[A-Z][a-z]*)/],
    email: [/([a-z0-9_\.-]+)@([\da-z\.-]+)\.([a-z\.]{2,6})/],
    phone: [/((?:\+?\d{1,3}[\s-])?\(?\d{2,3}\)?[\s.-]?\d{3}[\s.-]\d{4,5})/],
  },
};
