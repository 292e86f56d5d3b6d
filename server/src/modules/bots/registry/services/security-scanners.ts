import { notControlledByRobotsTxt } from '../no-robots-txt';
import type { BotDefinition } from '../types';

/** Vulnerability scanners and internet-wide surveys. */
export const SECURITY_SCANNERS: readonly BotDefinition[] = notControlledByRobotsTxt([
  {
    name: 'CensysInspect',
    pattern: /\bCensysInspect\b/i,
    type: 'other',
    operator: 'Censys',
    purpose: 'security',
  },
  {
    name: 'Expanse',
    pattern: /\bExpanse, a Palo Alto Networks\b/i,
    type: 'other',
    operator: 'Palo Alto Networks',
    purpose: 'security',
  },
  { name: 'zgrab', pattern: /\bzgrab\//i, type: 'other', operator: 'Unknown', purpose: 'security' },
  {
    name: 'Nmap Scripting Engine',
    pattern: /\bNmap Scripting Engine\b/i,
    type: 'other',
    operator: 'Unknown',
    purpose: 'security',
  },
  { name: 'masscan', pattern: /\bmasscan\//i, type: 'other', operator: 'Unknown', purpose: 'security' },
  {
    name: 'Nuclei',
    pattern: /\bprojectdiscovery\/nuclei\b/i,
    type: 'other',
    operator: 'Unknown',
    purpose: 'security',
  },
  { name: 'sqlmap', pattern: /^sqlmap\//i, type: 'other', operator: 'Unknown', purpose: 'security' },
  { name: 'Nikto', pattern: /\bNikto\b/, type: 'other', operator: 'Unknown', purpose: 'security' },
  { name: 'WPScan', pattern: /\bWPScan\b/i, type: 'other', operator: 'Unknown', purpose: 'security' },
  { name: 'Arachni', pattern: /^Arachni\//, type: 'other', operator: 'Unknown', purpose: 'security' },
  {
    name: 'InternetMeasurement',
    pattern: /\bInternetMeasurement\//i,
    type: 'other',
    operator: 'Driftnet',
    purpose: 'security',
  },
  {
    name: 'Odin',
    pattern: /\(compatible; Odin; https:\/\/docs\.getodin\.com/,
    type: 'other',
    operator: 'Cyble',
    purpose: 'security',
  },
  {
    name: 'l9tcpid',
    pattern: /^l9(?:tcpid|explore)\//,
    type: 'other',
    operator: 'LeakIX',
    purpose: 'security',
  },
  {
    name: "Let's Encrypt validation",
    pattern: /\bLet's Encrypt validation server\b/,
    type: 'other',
    operator: "Let's Encrypt",
    purpose: 'security',
  },
  { name: 'SSL Labs', pattern: /^SSL Labs\b/, type: 'other', operator: 'Qualys', purpose: 'security' },
  {
    name: 'Burp Collaborator',
    pattern: /\bburpcollaborator\.net\b/i,
    type: 'other',
    operator: 'Unknown',
    purpose: 'security',
  },
]);
