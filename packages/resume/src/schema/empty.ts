import type { Education, Experience, Resume } from './resume';

/** A blank experience card, as the builder adds it: achievements start with one empty string. */
export const emptyExperience = (): Experience => ({
  company: '',
  position: '',
  startDate: '',
  endDate: '',
  description: '',
  achievements: [''],
});

export const emptyEducation = (): Education => ({
  school: '',
  degree: '',
  fieldOfStudy: '',
  graduationYear: '',
  description: '',
  gpa: '',
  honors: '',
});

/** A new resume as the builder starts it: one experience card and one education card. */
export const emptyResume = (): Resume => ({
  templateId: 'template-1',
  personalInfo: {
    fullName: '',
    email: '',
    phone: '',
    location: '',
    portfolioUrl: '',
    aboutMe: '',
    additionalDetails: '',
  },
  experience: [emptyExperience()],
  education: [emptyEducation()],
  skills: [],
  interests: [],
  certifications: [],
  additionalSections: [],
});
