// The words a language pack gives the client reply: its phrase banks per communication
// type and register, the reading of the client's message and the staff's notes, and the
// answers made from them.

import type { CommunicationType, InquiryType, Urgency } from '#domain/studio-options.ts';
import type { Register } from '../shared/register.ts';
import type { Voice } from '../shared/voice.ts';
import type { ClientQuestion, ReplyTopic, StaffNote } from './reply-types.ts';

/** What a tone template's register changes in a client reply; empty middle banks leave the tool's own words. */
export type ReplyRegisterWords = {
  leads: Record<Register, readonly string[]>;
  urgency: Record<Register, Record<Urgency, readonly string[]>>;
  closings: Record<Register, readonly string[]>;
  signatures: Record<Register, readonly ((business: string) => string)[]>;
};

/** A client reply. Slots: those of ../shared/slots.ts plus {inquiry}. */
export type ReplyWords = {
  /** More openings, next steps and subjects per communication type, for the later takes. */
  takes: {
    openings: Record<CommunicationType, readonly string[]>;
    nextSteps: Record<CommunicationType, readonly string[]>;
    subjects: Record<CommunicationType, readonly string[]>;
  };
  registers: ReplyRegisterWords;
  openings: Record<CommunicationType, string>;
  altOpenings: Record<CommunicationType, string>;
  inquiryAnswers: Record<InquiryType, string>;
  defaultNextSteps: Record<CommunicationType, string>;
  /** The promised response time, per urgency. */
  urgencyLines: Record<Urgency, string>;
  altUrgencyLines: Record<Urgency, string>;
  closingLines: Record<Voice, string>;
  subjects: Record<CommunicationType, string>;
  /** A question to the client about her visit, for a template that asks questions. */
  askBack: Record<CommunicationType, readonly string[]>;
  /** What goes before the subject, per urgency. */
  subjectMarks: Record<Urgency, string>;
  greeting: (clientName: string, formal: boolean) => string;
  /** The greeting of the next take; a casual bold register says hey. */
  greetingAlt: (clientName: string, formal: boolean, casual: boolean) => string;
  /** The signature line; '' for a studio with no name. */
  team: (business: string) => string;
  recommend: (services: string) => string;
  /** The questions and worries of the client's message, in the order she asked them. */
  questions: (message: string) => ClientQuestion[];
  /** The staff's notes, part by part, as the client reads them. */
  staffNotes: (notes: string, clientName: string) => StaffNote[];
  /** A text of the studio's in the client's words: "you", days with their capital. */
  clientSide: (text: string, clientName: string) => string;
  /** A sentence's content words, to match a question with what answers it. */
  contentWords: (text: string) => string[];
  answers: {
    /** What the studio will confirm, per topic, in several wordings; "{concern}" is what she said of her health. */
    confirms: Record<ReplyTopic, readonly string[]>;
    /** The concern of a health question that names none. */
    anyConcern: string;
    withFacts: Partial<Record<ReplyTopic, (facts: string) => string>>;
    /** The careful line of a health answer, in several wordings: never a diagnosis. */
    medicalCare: readonly ((carer: string) => string)[];
    carer: (pregnancy: boolean) => string;
    /** The first words of an answer to a worry the notes do not speak to. */
    worryLeads: readonly string[];
    /** "Mats are provided." as the answer to "do I need to bring a mat?". */
    noNeedToBring: (provided: string) => string;
    /** "Knee is fine." as the answer to "can I come with my bad knee?": a welcome naming her concern, or undefined. */
    welcomeWith: (note: string, concern: string) => string | undefined;
    reference: (reference: string) => string;
    detailsIntro: string;
    also: (sentence: string) => string;
    detailLine: (label: string, value: string) => string;
    /** An answer as a later take says it (take 0 says it bare): a note's kind, or 'fact'. */
    frame: (kind: StaffNote['kind'] | 'fact', sentence: string, take: number, index: number) => string;
  };
};
