import { CurrentPasswordField as CurrentPasswordField_7133b50c1c2889fe6ee8becc5a64bf65 } from '../../../src/accounts/components/CurrentPasswordField.tsx'
import { JsonTextField as JsonTextField_cbd51c4c48d9c83aa253665120e98197 } from '../../../src/components/JsonTextField.tsx'
import { ServiceSelectField as ServiceSelectField_12b7adf517c61adeb08e208a4de01839 } from '../../../src/services/components/ServiceSelectField.tsx'
import { EstimateMappingSelectField as EstimateMappingSelectField_2765f9e4873291c7a58af76ce9dfb420 } from '../../../src/services/components/EstimateMappingSelectField.tsx'
import { EstimateMappingRowTitle as EstimateMappingRowTitle_07fa6ce84012746a4e66df765661f361 } from '../../../src/services/components/EstimateMappingRowTitle.tsx'
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
import { RowTitle as RowTitle_43c44ba58ac6e4f0e40df42bc4dd54c3 } from '../../../src/components/RowTitle.tsx'
import { BlockTitle as BlockTitle_bc0880f77eada97a497ba0d40a128eeb } from '../../../src/components/BlockTitle.tsx'
import { ConditionField as ConditionField_16b7bed722c89a118ab21d6654d5906b } from '../../../src/questionnaires/components/ConditionField.tsx'
import { StepRowLabel as StepRowLabel_684b9d98950498339335be09a86fc9db } from '../../../src/questionnaires/components/StepRowLabel.tsx'
import { KeepChangesAfterRefusal as KeepChangesAfterRefusal_24e1fc7f46a3c6ddf2f198ba243e93e9 } from '../../../src/questionnaires/components/KeepChangesAfterRefusal.tsx'
import { KeepRowsAsSet as KeepRowsAsSet_55f7ec02ed7dabb317288ed886cf43d3 } from '../../../src/components/KeepRowsAsSet.tsx'
import { EstimateParameterSelectField as EstimateParameterSelectField_a9efa8583ed9861ccd0206ddd71368e4 } from '../../../src/estimates/components/EstimateParameterSelectField.tsx'
import { FixedToolbarFeatureClient as FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AdminAreaLink as AdminAreaLink_c75fd63fc4c8375c86d38c9107d0a9ea } from '../../../src/admin/components/AdminAreaLink.tsx'
import { PrivacyNavLink as PrivacyNavLink_9faa7e7b26db2a18ae23c67a0704f3ac } from '../../../src/privacy/components/PrivacyNavLink.tsx'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { PrivacyView as PrivacyView_4bf8236720c1ab235fae1b7347313581 } from '../../../src/privacy/components/PrivacyView/index.tsx'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/src/accounts/components/CurrentPasswordField.tsx#CurrentPasswordField": CurrentPasswordField_7133b50c1c2889fe6ee8becc5a64bf65,
  "/src/components/JsonTextField.tsx#JsonTextField": JsonTextField_cbd51c4c48d9c83aa253665120e98197,
  "/src/services/components/ServiceSelectField.tsx#ServiceSelectField": ServiceSelectField_12b7adf517c61adeb08e208a4de01839,
  "/src/services/components/EstimateMappingSelectField.tsx#EstimateMappingSelectField": EstimateMappingSelectField_2765f9e4873291c7a58af76ce9dfb420,
  "/src/services/components/EstimateMappingRowTitle.tsx#EstimateMappingRowTitle": EstimateMappingRowTitle_07fa6ce84012746a4e66df765661f361,
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
  "/src/components/RowTitle.tsx#RowTitle": RowTitle_43c44ba58ac6e4f0e40df42bc4dd54c3,
  "/src/components/BlockTitle.tsx#BlockTitle": BlockTitle_bc0880f77eada97a497ba0d40a128eeb,
  "/src/questionnaires/components/ConditionField.tsx#ConditionField": ConditionField_16b7bed722c89a118ab21d6654d5906b,
  "/src/questionnaires/components/StepRowLabel.tsx#StepRowLabel": StepRowLabel_684b9d98950498339335be09a86fc9db,
  "/src/questionnaires/components/KeepChangesAfterRefusal.tsx#KeepChangesAfterRefusal": KeepChangesAfterRefusal_24e1fc7f46a3c6ddf2f198ba243e93e9,
  "/src/components/KeepRowsAsSet.tsx#KeepRowsAsSet": KeepRowsAsSet_55f7ec02ed7dabb317288ed886cf43d3,
  "/src/estimates/components/EstimateParameterSelectField.tsx#EstimateParameterSelectField": EstimateParameterSelectField_a9efa8583ed9861ccd0206ddd71368e4,
  "@payloadcms/richtext-lexical/client#FixedToolbarFeatureClient": FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/src/admin/components/AdminAreaLink.tsx#AdminAreaLink": AdminAreaLink_c75fd63fc4c8375c86d38c9107d0a9ea,
  "/src/privacy/components/PrivacyNavLink.tsx#PrivacyNavLink": PrivacyNavLink_9faa7e7b26db2a18ae23c67a0704f3ac,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/src/privacy/components/PrivacyView/index.tsx#PrivacyView": PrivacyView_4bf8236720c1ab235fae1b7347313581,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
