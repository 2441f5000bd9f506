import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { usePageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../lib/paths';
import { PriceSummary } from '../../payments';
import { copyrightLine } from './copyright';
import { DemoSection } from './demo-section';
import { FeatureSection } from './feature-section';

export function LandingPage() {
  usePageTitle('');
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-navy-50 via-white to-slate-50 pt-28 pb-20 sm:pt-36">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
          <div>
            <p className="inline-flex rounded-full bg-gold-400/20 px-3 py-1 text-sm font-semibold text-navy-700">
              Free to start · no credit card
            </p>
            <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-navy-900 sm:text-5xl">
              A professional CV in 5 minutes, built to get you shortlisted.
            </h1>
            <p className="mt-5 max-w-xl text-lg text-slate-600">
              Fill in seven short steps, watch the real PDF update as you type, and download a
              resume that applicant-tracking systems can read.
            </p>
            <PriceSummary className="mt-4 max-w-xl text-base font-medium text-navy-700" />
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                to={paths.dashboard}
                className={buttonClasses('primary', 'px-6 py-3 text-base')}
              >
                Create Your Resume
              </Link>
              <a href="#demo" className={buttonClasses('secondary', 'px-6 py-3 text-base')}>
                See the templates
              </a>
            </div>
          </div>
          <HeroArt />
        </div>
      </section>
      <DemoSection />
      <FeatureSection />
      <section className="bg-navy-700 py-16 text-center text-white">
        <h2 className="text-3xl font-bold">Your next interview starts with one page.</h2>
        <Link to={paths.dashboard} className={buttonClasses('gold', 'mt-6 px-6 py-3 text-base')}>
          Create Your Resume
        </Link>
      </section>
      <footer className="py-8 text-center text-sm text-slate-500">
        {copyrightLine(new Date().getFullYear())}
      </footer>
    </>
  );
}

function HeroArt() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <div className="absolute -inset-4 rotate-3 rounded-3xl bg-gold-400/30" />
      <div className="relative rounded-2xl bg-white p-6 shadow-2xl ring-1 ring-slate-200">
        <div className="-mx-6 -mt-6 mb-5 rounded-t-2xl bg-navy-700 px-6 py-5">
          <div className="h-4 w-40 rounded bg-white" />
          <div className="mt-2 h-2 w-56 rounded bg-gold-400" />
        </div>
        {[0, 1, 2].map((block) => (
          <div key={block} className="mb-5">
            <div className="mb-2 h-3 w-32 rounded bg-navy-700/80" />
            <div className="space-y-1.5">
              <div className="h-2 w-full rounded bg-slate-200" />
              <div className="h-2 w-11/12 rounded bg-slate-200" />
              <div className="h-2 w-4/5 rounded bg-slate-200" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
