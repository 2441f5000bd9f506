/**
 * Real certifications for occupations of the ESCO taxonomy that the curated list
 * (occupations.ts) does not cover, keyed by ESCO's preferred title. An occupation of the
 * taxonomy that is not here gets no certification suggestions rather than someone else's.
 */
export const CERTIFICATIONS_BY_OCCUPATION: Readonly<Record<string, readonly string[]>> = {
  'bee breeder': [
    'EAS Master Beekeeper Certification',
    'BBKA Basic Assessment in Beekeeping',
    'BBKA General Husbandry Certificate',
    'UF/IFAS Master Beekeeper Program',
    'Cornell Master Beekeeper Program',
    'Food Hygiene Certificate (Level 2)',
  ],
  sommelier: [
    'Court of Master Sommeliers Certified Sommelier',
    'WSET Level 3 Award in Wines',
    'WSET Level 4 Diploma in Wines',
    'Certified Specialist of Wine (CSW)',
    'Master Sommelier (MS)',
  ],
  farrier: [
    'Diploma of the Worshipful Company of Farriers (DipWCF)',
    'AFA Certified Farrier (CF)',
    'AFA Certified Journeyman Farrier (CJF)',
    'Associate of the Worshipful Company of Farriers (AWCF)',
  ],
  'veterinary technician': [
    'Credentialed Veterinary Technician (CVT)',
    'Veterinary Technician National Examination (VTNE)',
    'Veterinary Technician Specialist (VTS)',
    'Fear Free Certified Professional',
    'Certified Veterinary Assistant (CVA)',
  ],
  'veterinary nurse': [
    'Registered Veterinary Nurse (RVN)',
    'Credentialed Veterinary Technician (CVT)',
    'Veterinary Technician National Examination (VTNE)',
    'Fear Free Certified Professional',
  ],
  arboriculturist: [
    'ISA Certified Arborist',
    'ISA Tree Risk Assessment Qualification (TRAQ)',
    'ISA Certified Tree Worker Climber Specialist',
    'NPTC Chainsaw Maintenance and Cross-cutting (CS30)',
  ],
  'tree surgeon': [
    'ISA Certified Arborist',
    'ISA Certified Tree Worker Climber Specialist',
    'NPTC Chainsaw Maintenance and Cross-cutting (CS30)',
    'NPTC Tree Climbing and Aerial Rescue (CS38)',
    'ISA Tree Risk Assessment Qualification (TRAQ)',
  ],
  barista: [
    'SCA Barista Skills Foundation',
    'SCA Barista Skills Intermediate',
    'SCA Barista Skills Professional',
    'SCA Brewing Foundation',
    'Food Handler Certificate',
  ],
  midwife: [
    'Certified Nurse-Midwife (CNM)',
    'Certified Professional Midwife (CPM)',
    'Neonatal Resuscitation Program (NRP)',
    'International Board Certified Lactation Consultant (IBCLC)',
    'Basic Life Support (BLS)',
  ],
  'sign language interpreter': [
    'National Interpreter Certification (NIC)',
    'Certified Deaf Interpreter (CDI)',
    'Educational Interpreter Performance Assessment (EIPA)',
  ],
  locksmith: [
    'ALOA Certified Registered Locksmith (CRL)',
    'ALOA Certified Professional Locksmith (CPL)',
    'ALOA Certified Master Locksmith (CML)',
    'ALOA Certified Automotive Locksmith (CAL)',
  ],
  'funeral services director': [
    'Certified Funeral Service Practitioner (CFSP)',
    'National Board Examination in Funeral Service',
    'Certified Crematory Operator (CCO)',
  ],
  'court reporter': [
    'Registered Professional Reporter (RPR)',
    'Registered Merit Reporter (RMR)',
    'Certified Realtime Reporter (CRR)',
    'Certified Shorthand Reporter (CSR)',
  ],
  'animal groomer': [
    'National Certified Master Groomer (NCMG)',
    'City & Guilds Level 3 Certificate in Dog Grooming',
    'Pet First Aid and CPR Certification',
  ],
  'musical instrument technician': ['PTG Registered Piano Technician (RPT)'],
  'airline transport pilot': [
    'Airline Transport Pilot (ATP) Certificate',
    'Commercial Pilot Licence (CPL)',
    'Instrument Rating (IR)',
    'Multi-Engine Rating',
    'Certified Flight Instructor (CFI)',
  ],
  welder: [
    'AWS Certified Welder',
    'AWS Certified Welding Inspector (CWI)',
    'ASME Section IX Welder Qualification',
    'OSHA 10-Hour Construction',
  ],
  barber: ['State Barber License', 'Level 3 Diploma in Barbering'],
};
