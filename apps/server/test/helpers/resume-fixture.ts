/** A realistic resume body as the builder sends it. */
export function sampleResume(name = 'Ada Lovelace') {
  return {
    templateId: 'template-1',
    personalInfo: {
      fullName: name,
      email: 'ada@example.com',
      phone: '+44 20 7946 0018',
      location: 'London, UK',
      portfolioUrl: 'https://ada.example.com',
      aboutMe: 'Analyst of engines, writer of the first published algorithm.',
      additionalDetails: 'Fluent in French.',
    },
    experience: [
      {
        company: 'Analytical Engines Ltd',
        position: 'Lead Programmer',
        startDate: '1842-01',
        endDate: '',
        description: 'Wrote the notes on the Analytical Engine, including the Bernoulli program.',
        achievements: ['Published Note G', 'Predicted general-purpose computing'],
      },
    ],
    education: [
      {
        school: 'Home tutoring',
        degree: 'Private study',
        fieldOfStudy: 'Mathematics',
        graduationYear: '2015',
        description: 'Studied with De Morgan.',
        gpa: '',
        honors: '',
      },
    ],
    skills: ['Mathematics', 'Algorithms'],
    interests: ['Poetry', 'Horses'],
    certifications: ['Royal Society reader'],
    additionalSections: [{ title: 'Languages', content: 'English, French' }],
  };
}
