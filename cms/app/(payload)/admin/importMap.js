import { CurrentPasswordField as CurrentPasswordField_ad4ea81b3bd51386e99b4d24f5a9a71c } from '../../../src/components/CurrentPasswordField.tsx'
import { JsonTextField as JsonTextField_cbd51c4c48d9c83aa253665120e98197 } from '../../../src/components/JsonTextField.tsx'
import { ServiceSelectField as ServiceSelectField_bad63f02029f59e7d65669d58cb1111e } from '../../../src/components/ServiceSelectField.tsx'
import { EstimateMappingSelectField as EstimateMappingSelectField_dfcc785d8e0a7dd7a0fe461b95ef7a65 } from '../../../src/components/EstimateMappingSelectField.tsx'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RowTitle as RowTitle_aad02f97b7e960618a63534e5c60d9c7 } from '../../../src/components/questionnaire/RowTitle.tsx'
import { ConditionField as ConditionField_741aa481f2e15b21cbcd3ebb6aac33a3 } from '../../../src/components/questionnaire/ConditionField.tsx'
import { StepRowLabel as StepRowLabel_a993f0603248ec153dfe998ee15d12e9 } from '../../../src/components/questionnaire/StepRowLabel.tsx'
import { KeepChangesAfterRefusal as KeepChangesAfterRefusal_d5e102deb55db92f0008df86e212b7ed } from '../../../src/components/questionnaire/KeepChangesAfterRefusal.tsx'
import { KeepNewStepOpen as KeepNewStepOpen_2ede82fcd921fcf8c47742d0e7ea5d24 } from '../../../src/components/questionnaire/KeepNewStepOpen.tsx'
import { EstimateParameterSelectField as EstimateParameterSelectField_1298054df81ff25bee7cbbfa05765830 } from '../../../src/components/EstimateParameterSelectField.tsx'
import { FixedToolbarFeatureClient as FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AdminAreaLink as AdminAreaLink_96938d1defe6c41176841a58f47c0ec9 } from '../../../src/components/AdminAreaLink.tsx'
import { PrivacyNavLink as PrivacyNavLink_278f923c9cf7b73ac252f07979336594 } from '../../../src/components/PrivacyNavLink.tsx'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { PrivacyView as PrivacyView_87da31799f9f2e455fa7c2e362268206 } from '../../../src/components/PrivacyView/index.tsx'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/src/components/CurrentPasswordField.tsx#CurrentPasswordField": CurrentPasswordField_ad4ea81b3bd51386e99b4d24f5a9a71c,
  "/src/components/JsonTextField.tsx#JsonTextField": JsonTextField_cbd51c4c48d9c83aa253665120e98197,
  "/src/components/ServiceSelectField.tsx#ServiceSelectField": ServiceSelectField_bad63f02029f59e7d65669d58cb1111e,
  "/src/components/EstimateMappingSelectField.tsx#EstimateMappingSelectField": EstimateMappingSelectField_dfcc785d8e0a7dd7a0fe461b95ef7a65,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/src/components/questionnaire/RowTitle.tsx#RowTitle": RowTitle_aad02f97b7e960618a63534e5c60d9c7,
  "/src/components/questionnaire/ConditionField.tsx#ConditionField": ConditionField_741aa481f2e15b21cbcd3ebb6aac33a3,
  "/src/components/questionnaire/StepRowLabel.tsx#StepRowLabel": StepRowLabel_a993f0603248ec153dfe998ee15d12e9,
  "/src/components/questionnaire/KeepChangesAfterRefusal.tsx#KeepChangesAfterRefusal": KeepChangesAfterRefusal_d5e102deb55db92f0008df86e212b7ed,
  "/src/components/questionnaire/KeepNewStepOpen.tsx#KeepNewStepOpen": KeepNewStepOpen_2ede82fcd921fcf8c47742d0e7ea5d24,
  "/src/components/EstimateParameterSelectField.tsx#EstimateParameterSelectField": EstimateParameterSelectField_1298054df81ff25bee7cbbfa05765830,
  "@payloadcms/richtext-lexical/client#FixedToolbarFeatureClient": FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/src/components/AdminAreaLink.tsx#AdminAreaLink": AdminAreaLink_96938d1defe6c41176841a58f47c0ec9,
  "/src/components/PrivacyNavLink.tsx#PrivacyNavLink": PrivacyNavLink_278f923c9cf7b73ac252f07979336594,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/src/components/PrivacyView/index.tsx#PrivacyView": PrivacyView_87da31799f9f2e455fa7c2e362268206,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
