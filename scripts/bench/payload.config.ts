import { completeConfig, productConfig } from '../../cms/src/productConfig.ts'
import { BenchNotes } from './benchNotes.ts'

/** The product's configuration plus the bench's yardstick collection, for the bench's own Next app (this folder). */
export default completeConfig({ ...productConfig, collections: [...(productConfig.collections ?? []), BenchNotes] })
