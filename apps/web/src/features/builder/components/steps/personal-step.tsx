import type { Resume } from '@shortlist/resume';
import type { ReactNode } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { TextAreaField, TextField } from '../../../../components/ui/field';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Step 1: contact details (required) and the optional summary and extras; Import above them. */
export function PersonalStep({ importButton }: { importButton?: ReactNode }) {
  const { register, control } = useFormContext<Resume>();
  const { errors, touchedFields } = useFormState({ control, name: 'personalInfo' });
  const email = useWatch({ control, name: 'personalInfo.email' });
  const e = errors.personalInfo;
  const emailInvalid =
    touchedFields.personalInfo?.email && email.trim() !== '' && !EMAIL.test(email.trim());

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {importButton && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-3 sm:col-span-2">
          <p className="min-w-0 flex-1 text-sm text-slate-700">
            Have a resume already? Import a PDF, a Word file, your LinkedIn data export or a JSON
            resume. It is read in your browser and opens as a new resume.
          </p>
          {importButton}
        </div>
      )}
      <TextField
        label="Full Name"
        required
        autoComplete="name"
        placeholder="e.g. Jane Doe"
        registration={register('personalInfo.fullName')}
        error={e?.fullName}
      />
      <TextField
        label="Job Title"
        autoComplete="organization-title"
        placeholder="e.g. Senior Software Engineer"
        registration={register('personalInfo.jobTitle')}
        error={e?.jobTitle}
      />
      <TextField
        label="Email Address"
        required
        type="email"
        autoComplete="email"
        placeholder="jane@example.com"
        registration={register('personalInfo.email')}
        error={
          e?.email ?? (emailInvalid ? 'Enter an email address like name@example.com.' : undefined)
        }
      />
      <TextField
        label="Phone Number"
        required
        type="tel"
        autoComplete="tel"
        placeholder="+1 555 010 2030"
        registration={register('personalInfo.phone')}
        error={e?.phone}
      />
      <TextField
        label="Location"
        required
        autoComplete="address-level2"
        placeholder="City, Country"
        registration={register('personalInfo.location')}
        error={e?.location}
      />
      <TextField
        label="Portfolio URL"
        type="url"
        autoComplete="url"
        placeholder="https://"
        className="sm:col-span-2"
        registration={register('personalInfo.portfolioUrl')}
        error={e?.portfolioUrl}
      />
      <TextAreaField
        label="Additional Information"
        className="sm:col-span-2"
        rows={2}
        hint="Languages, driving licence, availability... anything else worth a line."
        registration={register('personalInfo.additionalDetails')}
        error={e?.additionalDetails}
      />
      <TextAreaField
        label="About Resume"
        className="sm:col-span-2"
        rows={4}
        hint="Give 2–3 sentences on your background, strengths and goals. It opens your resume as its summary."
        registration={register('personalInfo.aboutMe')}
        error={e?.aboutMe}
      />
    </div>
  );
}
