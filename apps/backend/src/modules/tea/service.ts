import { MedusaService } from "@medusajs/framework/utils"
import { TeaAttributes } from "./models/tea-attributes"
import { TeaRating } from "./models/tea-rating"

export default class TeaModuleService extends MedusaService({ TeaAttributes, TeaRating }) {}
